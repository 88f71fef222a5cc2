#ifndef A11Y_AUDIT_CLIBXML2_SHIM_H
#define A11Y_AUDIT_CLIBXML2_SHIM_H
// The parts of libxml2 the streaming layer uses: the SAX2 push parser and its error records.
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#include <libxml/SAX2.h>
#endif
