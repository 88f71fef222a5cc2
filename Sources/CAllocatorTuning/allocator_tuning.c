#include "allocator_tuning.h"
// A C library header first: it is what defines __GLIBC__.
#include <stdlib.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define A11Y_AUDIT_SANITIZER_ALLOCATOR 1
#endif
#endif

#if defined(A11Y_AUDIT_SANITIZER_ALLOCATOR)
enum a11y_audit_allocator_tuning a11y_audit_tune_allocator(void) { return A11Y_AUDIT_ALLOCATOR_SANITIZER; }
#elif defined(__GLIBC__)
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>

enum a11y_audit_allocator_tuning a11y_audit_tune_allocator(void) {
    // 32 MB is the largest threshold glibc accepts on 64-bit systems (it refuses more, and keeps its default).
    int applied = mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1;
    applied &= mallopt(M_TRIM_THRESHOLD, 128 << 20) == 1;
    applied &= mallopt(M_TOP_PAD, 16 << 20) == 1;
#if defined(MADV_HUGEPAGE)
    // Two blocks just under the threshold come from the heap, one after the other; freed, they stay in it
    // (below the trim threshold) with the advice on their pages, and the next allocations are carved from them.
    const size_t block = 30 << 20, huge = 2 << 20;
    // The advice is a wish: on another thread than the main one, or where the kernel has no huge pages,
    // it may not be given, and nothing else depends on it.
    char *first = malloc(block);
    char *second = malloc(block);
    if (first != NULL && second != NULL && second > first) {
        uintptr_t start = ((uintptr_t)first + huge - 1) & ~(uintptr_t)(huge - 1);
        uintptr_t end = ((uintptr_t)second + block) & ~(uintptr_t)(huge - 1);
        if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
    }
    free(second);
    free(first);
#endif
    return applied ? A11Y_AUDIT_ALLOCATOR_TUNED : A11Y_AUDIT_ALLOCATOR_REFUSED;
}
#else
enum a11y_audit_allocator_tuning a11y_audit_tune_allocator(void) { return A11Y_AUDIT_ALLOCATOR_NOT_GLIBC; }
#endif
