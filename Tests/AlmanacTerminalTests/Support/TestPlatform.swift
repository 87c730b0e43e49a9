// The test harness's POSIX differences between Linux (glibc) and Darwin, named here so the
// pseudo-terminal and process helpers read the same on both. Never compiled on a Mac: the
// Darwin branches follow the macOS SDK headers (docs/platforms.md).
//
// - `posix_spawn_file_actions_t` and `posix_spawnattr_t` are structs on glibc and opaque
//   pointers (`void *`, imported as optional raw pointers) on Darwin; the helpers below give
//   the empty value each `*_init` expects.
// - `POSIX_SPAWN_SETSID` is 0x80 on glibc (its Swift module does not export the macro) and
//   0x400 on Darwin (macOS 10.15 and later).
// - `openpty` is declared in <pty.h> on glibc and <util.h> on Darwin; both are part of the
//   C library's Swift module, so no extra import is needed.
// - `write`, `read` and `exit` are called through these functions so that types with methods
//   of those names need no module-qualified `Glibc.write`.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  /// File actions before `posix_spawn_file_actions_init`.
  typealias SpawnFileActions = posix_spawn_file_actions_t
  /// Spawn attributes before `posix_spawnattr_init`.
  typealias SpawnAttributes = posix_spawnattr_t
  /// `POSIX_SPAWN_SETSID`.
  let spawnSetSessionFlag: Int16 = 0x80

  /// An uninitialised file-actions value.
  func emptySpawnFileActions() -> SpawnFileActions { posix_spawn_file_actions_t() }
  /// An uninitialised attributes value.
  func emptySpawnAttributes() -> SpawnAttributes { posix_spawnattr_t() }
#elseif canImport(Darwin)
  /// File actions before `posix_spawn_file_actions_init` (an opaque pointer on Darwin).
  typealias SpawnFileActions = posix_spawn_file_actions_t?
  /// Spawn attributes before `posix_spawnattr_init` (an opaque pointer on Darwin).
  typealias SpawnAttributes = posix_spawnattr_t?
  /// `POSIX_SPAWN_SETSID`.
  let spawnSetSessionFlag: Int16 = 0x400

  /// An uninitialised file-actions value.
  func emptySpawnFileActions() -> SpawnFileActions { nil }
  /// An uninitialised attributes value.
  func emptySpawnAttributes() -> SpawnAttributes { nil }
#endif

/// `write(2)`.
func systemWrite(_ fileDescriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fileDescriptor, buffer, count)
}

/// `read(2)`.
func systemRead(_ fileDescriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fileDescriptor, buffer, count)
}

/// `exit(3)`.
func systemExit(_ status: Int32) -> Never {
  exit(status)
}
