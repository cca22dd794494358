package i18n

// WagonTitle is a wagon's title over its column on the kiosk's train:
// "Wagon 3", "Loco", "Caboose" — the same place, by the same rule
// (wagonKey: the last wagon is the caboose), as the narration's words
// ("wagon 3", "the locomotive", "the caboose"), so the header never says
// "Wagon 4" where the narration says "the caboose" (issue 34). trainLen
// is len(PublicView.Train), the locomotive included.
func WagonTitle(lang Lang, wagon, trainLen int) string {
	return wagonForm(lang, "title", wagon, trainLen)
}
