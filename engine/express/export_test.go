package express

// NumCommandKinds is how many command kinds there are, for the external
// tests (package express_test) that check every kind is documented.
const NumCommandKinds = numCommandKinds
