#if defined(__linux__)
#define _GNU_SOURCE
#include <sched.h>
#endif
#include <unistd.h>
#include "system_info.h"

int a11y_audit_available_processors(void) {
#if defined(__linux__)
    // The affinity mask, not the machine's count: `taskset -c 0` leaves one processor, whatever sysconf says.
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof(set), &set) == 0) {
        int count = CPU_COUNT(&set);
        if (count > 0) return count;
    }
#endif
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    return online > 0 ? (int)online : 1;
}
