#ifndef A11Y_AUDIT_ALLOCATOR_TUNING_H
#define A11Y_AUDIT_ALLOCATOR_TUNING_H

/// Keeps freed memory in the process instead of returning it to the kernel, serves arrays up to 32 MB from
/// the heap, and asks for huge pages for the heap's first 60 MB (see AllocatorTuning.swift). Does nothing
/// where the C library is not glibc. Returns 1 when glibc took every setting, 0 otherwise (the huge-page
/// advice is a wish and not counted).
int a11y_audit_tune_allocator(void);

#endif
