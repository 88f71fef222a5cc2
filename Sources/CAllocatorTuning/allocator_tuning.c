#include "allocator_tuning.h"

#if defined(__GLIBC__)
#include <malloc.h>

void a11y_audit_tune_allocator(void) {
    const int keep = 128 << 20;
    mallopt(M_MMAP_THRESHOLD, keep);
    mallopt(M_TRIM_THRESHOLD, keep);
    mallopt(M_TOP_PAD, 16 << 20);
}
#else
void a11y_audit_tune_allocator(void) {}
#endif
