// Everything in AlmanacSystem is `static inline` in include/AlmanacSystem.h; this file makes
// the target a C library for SwiftPM, and checks once that the atomics are lock-free.
#include "AlmanacSystem.h"

#include <stdatomic.h>

_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "32-bit atomics must be lock-free for signal handlers");
