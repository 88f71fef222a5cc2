#ifndef A11Y_AUDIT_ALLOCATOR_TUNING_H
#define A11Y_AUDIT_ALLOCATOR_TUNING_H

/// What became of the tuning.
enum a11y_audit_allocator_tuning {
    /// glibc refused a setting (it refuses values out of its range without a word).
    A11Y_AUDIT_ALLOCATOR_REFUSED = 0,
    /// glibc took every setting (the huge-page advice is a wish and not counted).
    A11Y_AUDIT_ALLOCATOR_TUNED = 1,
    /// The C library is not glibc: nothing to tune.
    A11Y_AUDIT_ALLOCATOR_NOT_GLIBC = 2,
    /// A sanitizer's allocator (AddressSanitizer, ThreadSanitizer) serves every allocation in glibc's place, and its
    /// `mallopt` refuses every setting: nothing to tune.
    A11Y_AUDIT_ALLOCATOR_SANITIZER = 3,
};

/// Keeps freed memory in the process instead of returning it to the kernel, serves arrays up to 32 MB from
/// the heap, and asks for huge pages for the heap's first 60 MB (see AllocatorTuning.swift), where glibc's
/// allocator is the one in use.
enum a11y_audit_allocator_tuning a11y_audit_tune_allocator(void);

#endif
