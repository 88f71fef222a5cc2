#include "libxml2_initialization.h"

#include <pthread.h>

// Declared here rather than through <libxml/parser.h> so that this target needs no include path from
// pkg-config; the signature is libxml2's public, stable one.
extern void xmlInitParser(void);

// The one piece of process-wide state the parsing layer keeps: libxml2's own is process-wide.
static pthread_once_t a11y_libxml2_initialized = PTHREAD_ONCE_INIT;

void a11y_libxml2_initialize(void) {
    pthread_once(&a11y_libxml2_initialized, xmlInitParser);
}
