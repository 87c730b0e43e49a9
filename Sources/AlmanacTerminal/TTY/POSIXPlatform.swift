// The few places where the terminal runtime's POSIX calls differ between Linux (glibc) and
// Darwin (macOS). Every other TTY file is written against what both C libraries share and
// imports one or the other with the same `#if`. This file was never compiled on a Mac: the
// Darwin branches follow the macOS SDK headers (docs/platforms.md).
//
// What differs, and how the code stays the same on both:
// - `termios`: `tcflag_t` is `UInt32` on glibc and `UInt` (unsigned long) on Darwin, and
//   `c_cc` is a tuple of 32 `cc_t` on glibc, 20 on Darwin (NCCS). Flags are always converted
//   with `tcflag_t(…)`, and `c_cc` is indexed through its bytes with `VMIN`/`VTIME`, so neither
//   the width nor the count is spelled out.
// - `ioctl`: the request is `UInt` in both overlays; `TIOCGWINSZ` is an `Int32` constant on
//   glibc and a `UInt` on Darwin, hence `UInt(TIOCGWINSZ)` at the call.
// - `sigaction`: the handler sits in `__sigaction_handler.sa_handler` (a union) on glibc and
//   in `__sigaction_u.__sa_handler` on Darwin; C's `sa_handler` macro names both, so
//   ``setSignalHandler(_:of:)`` calls the AlmanacSystem C target.
// - `write(2)`: called through ``systemWrite(_:_:_:)`` so that types with a `write` method
//   need no module-qualified `Glibc.write`/`Darwin.write`.
import AlmanacSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sets the handler of a `sigaction` value (the field's name and union differ per C library).
///
/// - Parameters:
///   - handler: The C handler, `SIG_DFL` or `SIG_IGN`.
///   - action: The action to change.
func setSignalHandler(
  _ handler: (@convention(c) (Int32) -> Void)?, of action: inout sigaction
) {
  almanac_set_signal_handler(&action, handler)
}

/// `write(2)` of the platform's C library.
///
/// - Parameters:
///   - fileDescriptor: An open descriptor.
///   - buffer: The bytes.
///   - count: How many bytes.
/// - Returns: The number written, or -1 with `errno` set.
func systemWrite(_ fileDescriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fileDescriptor, buffer, count)
}
