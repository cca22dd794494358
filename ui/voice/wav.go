package voice

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
)

// PCM is mono signed 16-bit little-endian audio at Rate samples a second,
// the format espeak-ng writes.
type PCM struct {
	Rate int
	Data []byte // 2 bytes a sample
}

// Samples is the number of samples.
func (p PCM) Samples() int { return len(p.Data) / 2 }

// Seconds is the audio's length.
func (p PCM) Seconds() float64 {
	if p.Rate == 0 {
		return 0
	}
	return float64(p.Samples()) / float64(p.Rate)
}

// RMS is the root mean square of the samples on a 0–1 scale (silence: 0).
func (p PCM) RMS() float64 {
	n := p.Samples()
	if n == 0 {
		return 0
	}
	var sum float64
	for i := 0; i < n; i++ {
		v := float64(int16(binary.LittleEndian.Uint16(p.Data[2*i:]))) / 32768
		sum += v * v
	}
	return math.Sqrt(sum / float64(n))
}

// VoicedSeconds is how long the audio is louder than a whisper, counted
// in 20 ms windows: the speech in it without the pauses.
func (p PCM) VoicedSeconds() float64 {
	win := p.Rate / 50
	if win == 0 {
		return 0
	}
	voiced := 0
	for start := 0; start+win <= p.Samples(); start += win {
		w := PCM{Rate: p.Rate, Data: p.Data[2*start : 2*(start+win)]}
		if w.RMS() > 0.01 {
			voiced++
		}
	}
	return float64(voiced*win) / float64(p.Rate)
}

// wavHeader is the 44-byte header of a mono 16-bit WAV of dataLen bytes.
func wavHeader(rate, dataLen int) []byte {
	h := make([]byte, 44)
	copy(h[0:], "RIFF")
	binary.LittleEndian.PutUint32(h[4:], uint32(36+dataLen))
	copy(h[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(h[16:], 16)
	binary.LittleEndian.PutUint16(h[20:], 1) // PCM
	binary.LittleEndian.PutUint16(h[22:], 1) // mono
	binary.LittleEndian.PutUint32(h[24:], uint32(rate))
	binary.LittleEndian.PutUint32(h[28:], uint32(rate*2))
	binary.LittleEndian.PutUint16(h[32:], 2)
	binary.LittleEndian.PutUint16(h[34:], 16)
	copy(h[36:], "data")
	binary.LittleEndian.PutUint32(h[40:], uint32(dataLen))
	return h
}

// WriteWAV writes p as a WAV file.
func WriteWAV(path string, p PCM) error {
	b := append(wavHeader(p.Rate, len(p.Data)), p.Data...)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		return fmt.Errorf("cannot write the recording %s: %w", path, err)
	}
	return nil
}

// ReadWAV reads a mono 16-bit PCM WAV file (what WriteWAV and espeak-ng
// write); any other format is an error saying what it is.
func ReadWAV(path string) (PCM, error) {
	f, err := os.Open(path)
	if err != nil {
		return PCM{}, err
	}
	defer f.Close()
	rate, err := readWAVHeader(f)
	if err != nil {
		return PCM{}, fmt.Errorf("%s: %w", path, err)
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return PCM{}, fmt.Errorf("%s: %w", path, err)
	}
	return PCM{Rate: rate, Data: data[:len(data)/2*2]}, nil
}

// readWAVHeader reads a WAV header up to the start of its samples and
// returns the sample rate. espeak-ng's --stdout header gives a huge data
// length (it streams): the length is not trusted, the data runs to the end.
func readWAVHeader(r io.Reader) (int, error) {
	var h [12]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		return 0, fmt.Errorf("not a WAV file: %w", err)
	}
	if string(h[0:4]) != "RIFF" || string(h[8:12]) != "WAVE" {
		return 0, errors.New("not a WAV file (no RIFF/WAVE header)")
	}
	rate := 0
	for {
		var ch [8]byte
		if _, err := io.ReadFull(r, ch[:]); err != nil {
			return 0, fmt.Errorf("a WAV file without its data chunk: %w", err)
		}
		size := int64(binary.LittleEndian.Uint32(ch[4:]))
		switch string(ch[0:4]) {
		case "fmt ":
			f := make([]byte, size)
			if _, err := io.ReadFull(r, f); err != nil || size < 16 {
				return 0, errors.New("a WAV file with a broken fmt chunk")
			}
			format, channels, bits := binary.LittleEndian.Uint16(f[0:]), binary.LittleEndian.Uint16(f[2:]), binary.LittleEndian.Uint16(f[14:])
			if format != 1 || channels != 1 || bits != 16 {
				return 0, fmt.Errorf("a WAV of format %d, %d channels, %d bits: only mono 16-bit PCM is read", format, channels, bits)
			}
			rate = int(binary.LittleEndian.Uint32(f[4:]))
		case "data":
			if rate == 0 {
				return 0, errors.New("a WAV file whose data comes before its format")
			}
			return rate, nil
		default:
			if _, err := io.CopyN(io.Discard, r, size+size%2); err != nil {
				return 0, fmt.Errorf("a WAV file cut short: %w", err)
			}
		}
	}
}

// scale multiplies samples by gain (saturating); gain 1 copies nothing.
func scale(pcm []byte, gain float64) []byte {
	if gain == 1 {
		return pcm
	}
	out := make([]byte, len(pcm)/2*2)
	for i := 0; i+1 < len(pcm); i += 2 {
		v := float64(int16(binary.LittleEndian.Uint16(pcm[i:]))) * gain
		v = math.Max(-32768, math.Min(32767, math.Round(v)))
		binary.LittleEndian.PutUint16(out[i:], uint16(int16(v)))
	}
	return out
}

// Resample converts p to rate samples a second with a windowed-sinc
// low-pass (16 taps a side), to keep recordings small (espeak-ng speaks
// at 22 050 Hz; the recordings in docs/voice are 16 000 Hz).
func Resample(p PCM, rate int) PCM {
	if p.Rate == rate || p.Rate == 0 || rate <= 0 {
		return p
	}
	in := make([]float64, p.Samples())
	for i := range in {
		in[i] = float64(int16(binary.LittleEndian.Uint16(p.Data[2*i:])))
	}
	const taps, phases = 16, 512
	ratio := float64(p.Rate) / float64(rate)
	cut := math.Min(1, 1/ratio) * 0.95 // the new Nyquist, a little below
	// the filter's weights for each of phases fractional offsets
	var table [phases + 1][2 * taps]float64
	for ph := range table {
		frac := float64(ph) / phases
		for i := range 2 * taps {
			x := frac + float64(taps-1-i)           // t - k for k = c-taps+1+i
			w := 0.5 + 0.5*math.Cos(math.Pi*x/taps) // Hann window
			s := cut
			if x != 0 {
				s = math.Sin(math.Pi*cut*x) / (math.Pi * x)
			}
			table[ph][i] = s * w
		}
	}
	n := int(float64(len(in)) / ratio)
	out := make([]byte, 2*n)
	for j := 0; j < n; j++ {
		t := float64(j) * ratio
		c := int(t)
		weights := &table[int(math.Round((t-float64(c))*phases))]
		var sum, norm float64
		for i, w := range weights {
			k := c - taps + 1 + i
			if k < 0 || k >= len(in) {
				continue
			}
			sum += in[k] * w
			norm += w
		}
		if norm != 0 {
			sum /= norm
		}
		v := math.Max(-32768, math.Min(32767, math.Round(sum)))
		binary.LittleEndian.PutUint16(out[2*j:], uint16(int16(v)))
	}
	return PCM{Rate: rate, Data: out}
}

// Silence is d of silence at rate.
func Silence(rate int, d float64) PCM {
	return PCM{Rate: rate, Data: make([]byte, 2*int(d*float64(rate)))}
}

// Append joins clips of the same rate.
func Append(clips ...PCM) PCM {
	var out PCM
	for _, c := range clips {
		if out.Rate == 0 {
			out.Rate = c.Rate
		}
		out.Data = append(out.Data, c.Data...)
	}
	return out
}
