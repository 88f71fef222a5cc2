#ifndef A11Y_AUDIT_LIBXML2_INITIALIZATION_H
#define A11Y_AUDIT_LIBXML2_INITIALIZATION_H
// libxml2 2.9 builds its global state (the encoding-handler table, the dictionary's mutex, the main thread's
// identity) on first use, without a lock, unless xmlInitParser() has run first; its documentation asks a
// threaded program to call it once before parsing. xmlInitParser() is not safe to call from two threads at
// once either, hence pthread_once, whose ordering thread checkers (ThreadSanitizer, helgrind) understand.

/// Initialises libxml2 exactly once per process; cheap on every later call. Call before each parse.
void a11y_libxml2_initialize(void);

#endif
