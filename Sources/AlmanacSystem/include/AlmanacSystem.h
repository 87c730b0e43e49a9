// The few C-library operations the package needs whose Swift spelling would differ between
// glibc and Darwin, or that the standard library offers only on newer Apple systems.
//
// - A lock (LockedValue's): the standard library's Mutex needs iOS 18 and macOS 15.
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

#if defined(__APPLE__)
#include <os/lock.h>
#else
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

// Every function is `static inline`: Swift inlines them into their callers, and a program
// that links the package's Swift objects alone (apple-typecheck's view runner) needs no C
// object file.

static inline int32_t almanac_atomic_load(const int32_t *address) {
  return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

static inline void almanac_atomic_store(int32_t *address, int32_t value) {
  __atomic_store_n(address, value, __ATOMIC_RELEASE);
}

static inline int32_t almanac_atomic_exchange(int32_t *address, int32_t value) {
  return __atomic_exchange_n(address, value, __ATOMIC_ACQ_REL);
}

static inline bool almanac_atomic_compare_exchange(
    int32_t *address, int32_t expected, int32_t desired) {
  return __atomic_compare_exchange_n(
      address, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

static inline void almanac_set_signal_handler(struct sigaction *action, void (*handler)(int)) {
  action->sa_handler = handler;
}

static inline void almanac_modification_time(
    const struct stat *info, int64_t *seconds, int64_t *nanoseconds) {
#if defined(__APPLE__)
  *seconds = (int64_t)info->st_mtimespec.tv_sec;
  *nanoseconds = (int64_t)info->st_mtimespec.tv_nsec;
#else
  *seconds = (int64_t)info->st_mtim.tv_sec;
  *nanoseconds = (int64_t)info->st_mtim.tv_nsec;
#endif
}

// A lock for LockedValue: os_unfair_lock on Apple systems (iOS 10, macOS 10.12), and on Linux
// a futex lock whose uncontended lock and unlock are one atomic instruction each (the
// three-state mutex of Drepper's "Futexes Are Tricky": 0 free, 1 held, 2 held with waiters).
// It must stay at one address while used, and is not recursive.
#if defined(__APPLE__)
typedef struct {
  os_unfair_lock lock;
} almanac_lock_t;

static inline void almanac_lock_init(almanac_lock_t *lock) {
  lock->lock = OS_UNFAIR_LOCK_INIT;
}
static inline void almanac_lock_lock(almanac_lock_t *lock) { os_unfair_lock_lock(&lock->lock); }
static inline void almanac_lock_unlock(almanac_lock_t *lock) {
  os_unfair_lock_unlock(&lock->lock);
}
#else
typedef struct {
  int32_t state;
} almanac_lock_t;

static inline void almanac_lock_init(almanac_lock_t *lock) { lock->state = 0; }

static inline void almanac_lock_lock(almanac_lock_t *lock) {
  int32_t state = 0;
  if (__atomic_compare_exchange_n(
          &lock->state, &state, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
    return;
  }
  // Held: mark it contended and sleep until the holder wakes a waiter.
  if (state != 2) state = __atomic_exchange_n(&lock->state, 2, __ATOMIC_ACQUIRE);
  while (state != 0) {
    syscall(SYS_futex, &lock->state, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
    state = __atomic_exchange_n(&lock->state, 2, __ATOMIC_ACQUIRE);
  }
}

static inline void almanac_lock_unlock(almanac_lock_t *lock) {
  if (__atomic_exchange_n(&lock->state, 0, __ATOMIC_RELEASE) == 2) {
    syscall(SYS_futex, &lock->state, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
  }
}
#endif

// The one part that is not inline: the CalDAV client's libcurl transfer, compiled into the
// target's object file and linked only by the modules that call it.
#include "AlmanacHTTPTransfer.h"

#endif
