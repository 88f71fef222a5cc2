#ifndef A11Y_AUDIT_SYSTEM_INFO_H
#define A11Y_AUDIT_SYSTEM_INFO_H

/// The number of processors this process may run on: its CPU affinity on Linux (`taskset`, container
/// CPU sets), the online processors elsewhere. At least 1.
int a11y_audit_available_processors(void);

#endif
