// Locale data from ICU: BCP 47 parsing, CLDR likely subtags and the parent-locale chains that
// locale fallback walks. With ICUBridge.c, the only files that include ICU.

#include "ICUBridge.h"

#include <stdbool.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

int32_t sp_locale_resolve(const char *tag, char *localeID, int32_t localeIDCapacity,
                          char *language, int32_t languageCapacity) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t tagLength = (int32_t)strlen(tag);
    if (tagLength == 0) return -1;
    int32_t n = uloc_forLanguageTag(tag, localeID, localeIDCapacity, &parsed, &error);
    if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING || parsed != tagLength ||
        n <= 0) {
        return -1;
    }
    uloc_getLanguage(localeID, language, languageCapacity, &error);
    if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING) return -1;
    if (language[0] == '\0') return 1;
    const char *iso3 = uloc_getISO3Language(localeID);
    if (iso3 == NULL || iso3[0] == '\0') return 1;
    return 0;
}

// ICU locale IDs and BCP 47 tags here fit in ULOC_FULLNAME_CAPACITY (157); longer input is
// not a locale a catalog or a device would use.
enum { SP_LOCALE_ID_CAPACITY = ULOC_FULLNAME_CAPACITY };

/// The ICU base name (no keywords) of a BCP 47 tag; false when the tag is ill-formed.
static bool sp_base_name(const char *tag, char *baseName) {
    UErrorCode error = U_ZERO_ERROR;
    char localeID[SP_LOCALE_ID_CAPACITY];
    int32_t parsed = 0;
    int32_t tagLength = (int32_t)strlen(tag);
    if (tagLength == 0) return false;
    int32_t n = uloc_forLanguageTag(tag, localeID, SP_LOCALE_ID_CAPACITY, &parsed, &error);
    if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING || parsed != tagLength || n <= 0) {
        return false;
    }
    error = U_ZERO_ERROR;
    uloc_getBaseName(localeID, baseName, SP_LOCALE_ID_CAPACITY, &error);
    return U_SUCCESS(error) && error != U_STRING_NOT_TERMINATED_WARNING && baseName[0] != '\0';
}

/// Writes `localeID` as a BCP 47 tag; false when ICU cannot.
static bool sp_to_tag(const char *localeID, char *tag, int32_t capacity) {
    UErrorCode error = U_ZERO_ERROR;
    uloc_toLanguageTag(localeID, tag, capacity, false, &error);
    return U_SUCCESS(error) && error != U_STRING_NOT_TERMINATED_WARNING;
}

SPStatus sp_locale_likely(const char *tag, SPLikelyForm form, char *out, int32_t capacity) {
    char baseName[SP_LOCALE_ID_CAPACITY];
    if (!sp_base_name(tag, baseName)) return SP_INVALID_TAG;
    char result[SP_LOCALE_ID_CAPACITY];
    UErrorCode error = U_ZERO_ERROR;
    if (form == SP_LIKELY_MAXIMIZED) {
        uloc_addLikelySubtags(baseName, result, SP_LOCALE_ID_CAPACITY, &error);
    } else {
        uloc_minimizeSubtags(baseName, result, SP_LOCALE_ID_CAPACITY, &error);
    }
    if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING) return SP_ICU_FAILURE;
    char written[SP_LOCALE_ID_CAPACITY];
    if (!sp_to_tag(result, written, SP_LOCALE_ID_CAPACITY)) return SP_ICU_FAILURE;
    if ((int32_t)strlen(written) >= capacity) return SP_BUFFER_TOO_SMALL;
    strcpy(out, written);
    return SP_OK;
}

/// Appends `localeID` as a BCP 47 tag to the space-separated `out`, skipping a repeat of the
/// previous entry; counts the bytes needed even when they do not fit.
static void sp_chain_append(const char *localeID, char *out, int32_t capacity, int32_t *used,
                            char *previous) {
    char tag[SP_LOCALE_ID_CAPACITY];
    if (!sp_to_tag(localeID, tag, SP_LOCALE_ID_CAPACITY)) return;
    if (strcmp(tag, previous) == 0) return;
    strcpy(previous, tag);
    int32_t length = (int32_t)strlen(tag);
    int32_t separator = *used > 0 ? 1 : 0;
    if (*used + separator + length < capacity) {
        if (separator) out[*used] = ' ';
        memcpy(out + *used + separator, tag, (size_t)length);
        out[*used + separator + length] = '\0';
    }
    *used += separator + length;
}

SPStatus sp_locale_parent_chain(const char *tag, char *out, int32_t capacity, int32_t *required) {
    char current[SP_LOCALE_ID_CAPACITY];
    if (!sp_base_name(tag, current)) return SP_INVALID_TAG;
    char previous[SP_LOCALE_ID_CAPACITY] = "";
    int32_t used = 0;
    if (capacity > 0) out[0] = '\0';
    // CLDR chains are a handful of steps; the bound only guards against cyclic data.
    for (int step = 0; step < 16; step++) {
        sp_chain_append(current, out, capacity, &used, previous);
        char parent[SP_LOCALE_ID_CAPACITY] = "";
        UErrorCode error = U_ZERO_ERROR;
        // openDirect: this locale's own bundle only, no fallback, but following %%ALIAS.
        UResourceBundle *bundle = ures_openDirect(NULL, current, &error);
        if (U_SUCCESS(error)) {
            UErrorCode actualError = U_ZERO_ERROR;
            const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &actualError);
            if (U_SUCCESS(actualError) && actual != NULL && strcmp(actual, current) != 0 &&
                strlen(actual) < SP_LOCALE_ID_CAPACITY) {
                strcpy(current, actual);
                sp_chain_append(current, out, capacity, &used, previous);
            }
            UErrorCode parentError = U_ZERO_ERROR;
            int32_t length = 0;
            const UChar *value = ures_getStringByKey(bundle, "%%Parent", &length, &parentError);
            if (U_SUCCESS(parentError) && length > 0 && length < SP_LOCALE_ID_CAPACITY) {
                u_UCharsToChars(value, parent, length);
                parent[length] = '\0';
            }
            ures_close(bundle);
        }
        if (parent[0] == '\0') {
            error = U_ZERO_ERROR;
            uloc_getParent(current, parent, SP_LOCALE_ID_CAPACITY, &error);
            if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING) parent[0] = '\0';
        }
        if (parent[0] == '\0' || strcmp(parent, "root") == 0) break;
        strcpy(current, parent);
    }
    *required = used + 1;
    return used + 1 > capacity ? SP_BUFFER_TOO_SMALL : SP_OK;
}

int32_t sp_locale_available_count(void) {
    return uloc_countAvailable();
}

SPStatus sp_locale_available(int32_t index, char *out, int32_t capacity) {
    if (index < 0 || index >= uloc_countAvailable()) return SP_INVALID_TAG;
    const char *localeID = uloc_getAvailable(index);
    if (localeID == NULL) return SP_ICU_FAILURE;
    char tag[SP_LOCALE_ID_CAPACITY];
    if (!sp_to_tag(localeID, tag, SP_LOCALE_ID_CAPACITY)) return SP_ICU_FAILURE;
    if ((int32_t)strlen(tag) >= capacity) return SP_BUFFER_TOO_SMALL;
    strcpy(out, tag);
    return SP_OK;
}
