// AlmanacPrimitives: the few small tricks every module of the package needs — floor division
// and seconds-of-day arithmetic, zero-padded digits, JSON string literals, HTML/XML escaping
// and the text of a UTC offset — written once. Like swift-collections'
// `InternalCollectionsUtilities`, it is a target but not a product, and everything in it has
// `package` access: the modules of this package share it, users of the library never see it.
// It imports only AlmanacSystem (C: the lock), so the engine can depend on it.
