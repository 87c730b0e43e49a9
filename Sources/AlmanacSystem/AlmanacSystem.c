#include "AlmanacSystem.h"

#include <stdatomic.h>

_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "32-bit atomics must be lock-free for signal handlers");

int32_t almanac_atomic_load(const int32_t *address) {
  return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

void almanac_atomic_store(int32_t *address, int32_t value) {
  __atomic_store_n(address, value, __ATOMIC_RELEASE);
}

int32_t almanac_atomic_exchange(int32_t *address, int32_t value) {
  return __atomic_exchange_n(address, value, __ATOMIC_ACQ_REL);
}

bool almanac_atomic_compare_exchange(int32_t *address, int32_t expected, int32_t desired) {
  return __atomic_compare_exchange_n(
      address, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

void almanac_set_signal_handler(struct sigaction *action, void (*handler)(int)) {
  action->sa_handler = handler;
}

void almanac_modification_time(const struct stat *info, int64_t *seconds, int64_t *nanoseconds) {
#if defined(__APPLE__)
  *seconds = (int64_t)info->st_mtimespec.tv_sec;
  *nanoseconds = (int64_t)info->st_mtimespec.tv_nsec;
#else
  *seconds = (int64_t)info->st_mtim.tv_sec;
  *nanoseconds = (int64_t)info->st_mtim.tv_nsec;
#endif
}
