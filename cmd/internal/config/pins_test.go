package config

import (
	"reflect"
	"testing"

	"colt/hw"
)

// The [gpio] section of the shipped file is the documented default wiring.
func TestDefaultPinsMatchHW(t *testing.T) {
	c := Default()
	want := hw.DefaultPinMap()
	if !reflect.DeepEqual(c.GPIO.PinMap, want) {
		t.Fatalf("default.toml [gpio] = %+v, hw.DefaultPinMap() = %+v", c.GPIO.PinMap, want)
	}
}
