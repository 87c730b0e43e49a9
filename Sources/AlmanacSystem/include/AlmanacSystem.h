// The few C-library operations the package needs whose Swift spelling would differ between
// glibc and Darwin, or that the standard library offers only on newer Apple systems.
//
// - Atomic 32-bit integers, for state a signal handler shares with the thread it interrupts.
//   The standard library's Atomic needs iOS 18 and macOS 15; the package runs on iOS 17 and
//   macOS 14. C11 atomics exist everywhere and are lock-free for 32-bit integers, so they are
//   async-signal-safe. Each address must only ever be accessed through these functions.
// - A sigaction's handler and a stat's modification time: the fields are unions or named
//   differently in the two C libraries (`__sigaction_handler` / `__sigaction_u`, `st_mtim` /
//   `st_mtimespec`), but the C macros `sa_handler` and the `__APPLE__` test name them the same
//   way on both, so Swift code calls one function on every platform.
//
// The `__APPLE__` branches follow the macOS and iOS SDK headers and were never compiled on an
// Apple system (docs/platforms.md).
#ifndef ALMANAC_SYSTEM_H
#define ALMANAC_SYSTEM_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/stat.h>

/// Reads the value with acquire ordering.
int32_t almanac_atomic_load(const int32_t *address);

/// Writes the value with release ordering.
void almanac_atomic_store(int32_t *address, int32_t value);

/// Writes `value` and returns the previous value, with acquire-release ordering.
int32_t almanac_atomic_exchange(int32_t *address, int32_t value);

/// Writes `desired` if the value is `expected`, with acquire-release ordering; true if it did.
bool almanac_atomic_compare_exchange(int32_t *address, int32_t expected, int32_t desired);

/// Sets the handler of `action` (a function, SIG_DFL or SIG_IGN).
void almanac_set_signal_handler(struct sigaction *action, void (*handler)(int));

/// The modification time of `info`: seconds since 1970 and the nanoseconds within.
void almanac_modification_time(const struct stat *info, int64_t *seconds, int64_t *nanoseconds);

#endif
