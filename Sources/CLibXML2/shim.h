#ifndef A11Y_AUDIT_CLIBXML2_SHIM_H
#define A11Y_AUDIT_CLIBXML2_SHIM_H
// The parts of libxml2 the streaming layer uses: the SAX2 push parser and its error records.

#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, so <libxml/encoding.h> would pull in the system's ICU headers,
// whose types clash with the copy Foundation ships ("UErrorCode has different definitions") in any
// module that sees both. The only thing that changes is the tail of xmlCharEncodingHandler, which
// a11y-audit never reads or allocates (it only passes pointers to it around inside libxml2).
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#include <libxml/SAX2.h>
#endif
