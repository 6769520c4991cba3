// Only a header is needed; SwiftPM wants one source file per C target.
#include "CFuzzerDriver.h"
