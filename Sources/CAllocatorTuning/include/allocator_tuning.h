#ifndef A11Y_AUDIT_ALLOCATOR_TUNING_H
#define A11Y_AUDIT_ALLOCATOR_TUNING_H

/// Keeps freed memory in the process instead of returning it to the kernel (see AllocatorTuning.swift).
/// Does nothing where the C library is not glibc.
void a11y_audit_tune_allocator(void);

#endif
