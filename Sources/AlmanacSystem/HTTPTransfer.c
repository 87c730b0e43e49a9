// libcurl's easy interface, opened at run time (see include/AlmanacHTTPTransfer.h). The option
// and error numbers are libcurl's published ABI (curl/curl.h); they have not changed since
// the versions named beside them.
#include "AlmanacHTTPTransfer.h"

#if defined(__linux__)

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef void CURL;
struct curl_slist;

enum {
  OPT_WRITEDATA = 10001,
  OPT_URL = 10002,
  OPT_ERRORBUFFER = 10010,
  OPT_WRITEFUNCTION = 20011,
  OPT_POSTFIELDS = 10015,
  OPT_HTTPHEADER = 10023,
  OPT_HEADERDATA = 10029,
  OPT_CUSTOMREQUEST = 10036,
  OPT_NOPROGRESS = 43,
  OPT_NOBODY = 44,
  OPT_TIMEOUT = 13,
  OPT_HEADERFUNCTION = 20079,
  OPT_NOSIGNAL = 99,
  OPT_PROTOCOLS = 181,
  OPT_XFERINFODATA = 10057,
  OPT_XFERINFOFUNCTION = 20219,  // 7.32.0
  OPT_POSTFIELDSIZE_LARGE = 30120,
  INFO_RESPONSE_CODE = 0x200002,
  PROTO_HTTP = 1,
  PROTO_HTTPS = 2,
  GLOBAL_ALL = 3,
};

enum {
  E_OK = 0,
  E_COULDNT_RESOLVE_PROXY = 5,
  E_COULDNT_RESOLVE_HOST = 6,
  E_COULDNT_CONNECT = 7,
  E_WRITE_ERROR = 23,
  E_OPERATION_TIMEDOUT = 28,
  E_SSL_CONNECT_ERROR = 35,
  E_ABORTED_BY_CALLBACK = 42,
  E_SSL_CERTPROBLEM = 58,
  E_SSL_CIPHER = 59,
  E_PEER_FAILED_VERIFICATION = 60,
  E_SSL_CACERT_BADFILE = 77,
  E_SSL_ISSUER_ERROR = 83,
  E_SSL_PINNEDPUBKEYNOTMATCH = 90,
  E_SSL_INVALIDCERTSTATUS = 91,
};

static struct {
  int (*global_init)(long);
  CURL *(*easy_init)(void);
  int (*easy_setopt)(CURL *, int, ...);
  int (*easy_perform)(CURL *);
  int (*easy_getinfo)(CURL *, int, ...);
  void (*easy_reset)(CURL *);
  void (*easy_cleanup)(CURL *);
  struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
  void (*slist_free_all)(struct curl_slist *);
  const char *(*easy_strerror)(int);
  char error[200];
  int loaded;
} curl;

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
  void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    snprintf(curl.error, sizeof curl.error, "%s", dlerror());
    return;
  }
#define LOAD(field, name)                                                       \
  *(void **)&curl.field = dlsym(library, name);                                 \
  if (curl.field == NULL) {                                                     \
    snprintf(curl.error, sizeof curl.error, "libcurl.so.4 has no %s", name);    \
    return;                                                                     \
  }
  LOAD(global_init, "curl_global_init")
  LOAD(easy_init, "curl_easy_init")
  LOAD(easy_setopt, "curl_easy_setopt")
  LOAD(easy_perform, "curl_easy_perform")
  LOAD(easy_getinfo, "curl_easy_getinfo")
  LOAD(easy_reset, "curl_easy_reset")
  LOAD(easy_cleanup, "curl_easy_cleanup")
  LOAD(slist_append, "curl_slist_append")
  LOAD(slist_free_all, "curl_slist_free_all")
  LOAD(easy_strerror, "curl_easy_strerror")
#undef LOAD
  // Not thread-safe before libcurl 7.84, hence once, here.
  if (curl.global_init(GLOBAL_ALL) != E_OK) {
    snprintf(curl.error, sizeof curl.error, "curl_global_init failed");
    return;
  }
  curl.loaded = 1;
}

struct almanac_http_connection {
  CURL *handle;
};

almanac_http_connection *almanac_http_connection_open(char *error, size_t error_size) {
  pthread_once(&curl_once, load_curl);
  if (!curl.loaded) {
    snprintf(error, error_size, "%s", curl.error);
    return NULL;
  }
  CURL *handle = curl.easy_init();
  if (handle == NULL) {
    snprintf(error, error_size, "curl_easy_init failed");
    return NULL;
  }
  almanac_http_connection *connection = malloc(sizeof *connection);
  if (connection == NULL) {
    curl.easy_cleanup(handle);
    snprintf(error, error_size, "out of memory");
    return NULL;
  }
  connection->handle = handle;
  return connection;
}

void almanac_http_connection_close(almanac_http_connection *connection) {
  if (connection == NULL) return;
  curl.easy_cleanup(connection->handle);
  free(connection);
}

// A growing byte buffer that refuses to pass `limit`.
typedef struct {
  uint8_t *bytes;
  size_t size;
  size_t capacity;
} buffer;

static int append(buffer *into, const char *bytes, size_t count) {
  if (count == 0) return 1;
  if (into->size + count > into->capacity) {
    size_t capacity = into->capacity == 0 ? 16384 : into->capacity;
    while (capacity < into->size + count) capacity *= 2;
    uint8_t *grown = realloc(into->bytes, capacity);
    if (grown == NULL) return 0;
    into->bytes = grown;
    into->capacity = capacity;
  }
  memcpy(into->bytes + into->size, bytes, count);
  into->size += count;
  return 1;
}

typedef struct {
  const almanac_http_request *request;
  buffer headers;
  buffer body;
  int too_large;
  int declared_too_large;
  int64_t declared_size;
  int out_of_memory;
} transfer;

static size_t on_header(char *line, size_t size, size_t count, void *context) {
  transfer *state = context;
  size_t length = size * count;
  // A new status line starts a new response (after 100 Continue, or a 1xx of any kind):
  // only the final one's headers are kept.
  if (length >= 5 && memcmp(line, "HTTP/", 5) == 0) state->headers.size = 0;
  static const char name[] = "content-length:";
  if (length > sizeof name - 1 && strncasecmp(line, name, sizeof name - 1) == 0) {
    const char *digits = line + sizeof name - 1;
    const char *end = line + length;
    while (digits < end && (*digits == ' ' || *digits == '\t')) digits++;
    int64_t value = 0;
    int any = 0;
    while (digits < end && *digits >= '0' && *digits <= '9') {
      any = 1;
      if (value > (INT64_MAX - 9) / 10) {
        value = INT64_MAX;
        break;
      }
      value = value * 10 + (*digits - '0');
      digits++;
    }
    if (any && (uint64_t)value > (uint64_t)state->request->body_limit) {
      state->declared_too_large = 1;
      state->declared_size = value;
      return 0;
    }
  }
  if (!append(&state->headers, line, length)) {
    state->out_of_memory = 1;
    return 0;
  }
  return length;
}

static size_t on_body(char *bytes, size_t size, size_t count, void *context) {
  transfer *state = context;
  size_t length = size * count;
  if (state->body.size + length > state->request->body_limit) {
    state->too_large = 1;
    state->body.size += length;
    return 0;
  }
  if (!append(&state->body, bytes, length)) {
    state->out_of_memory = 1;
    return 0;
  }
  return length;
}

static int on_progress(void *context, int64_t down_total, int64_t down_now, int64_t up_total,
                       int64_t up_now) {
  (void)down_total, (void)down_now, (void)up_total, (void)up_now;
  transfer *state = context;
  if (state->request->interrupted == NULL) return 0;
  return state->request->interrupted(state->request->interrupt_context) ? 1 : 0;
}

static int32_t outcome_of(int code) {
  switch (code) {
    case E_OPERATION_TIMEDOUT: return ALMANAC_HTTP_TIMEOUT;
    case E_COULDNT_CONNECT: return ALMANAC_HTTP_CANNOT_CONNECT;
    case E_COULDNT_RESOLVE_HOST:
    case E_COULDNT_RESOLVE_PROXY: return ALMANAC_HTTP_UNKNOWN_HOST;
    case E_SSL_CONNECT_ERROR:
    case E_SSL_CERTPROBLEM:
    case E_SSL_CIPHER:
    case E_PEER_FAILED_VERIFICATION:
    case E_SSL_CACERT_BADFILE:
    case E_SSL_ISSUER_ERROR:
    case E_SSL_PINNEDPUBKEYNOTMATCH:
    case E_SSL_INVALIDCERTSTATUS: return ALMANAC_HTTP_TLS;
    default: return ALMANAC_HTTP_FAILED;
  }
}

static int has_header(const almanac_http_request *request, const char *name) {
  size_t length = strlen(name);
  for (size_t index = 0; index < request->header_count; index++) {
    const char *line = request->headers[index];
    if (strncasecmp(line, name, length) == 0 && line[length] == ':') return 1;
  }
  return 0;
}

void almanac_http_perform(
    almanac_http_connection *connection, const almanac_http_request *request,
    almanac_http_response *response) {
  memset(response, 0, sizeof *response);
  CURL *handle = connection->handle;
  // Reset keeps the handle's open connections, DNS cache and TLS sessions.
  curl.easy_reset(handle);
  transfer state = {.request = request};
  char error[256] = "";
  struct curl_slist *headers = NULL;
  for (size_t index = 0; index < request->header_count; index++) {
    headers = curl.slist_append(headers, request->headers[index]);
  }
  // libcurl adds neither of these unless asked: no form content type for a body sent as
  // "post fields", and no Expect: 100-continue wait before a large body.
  if (request->has_body && !has_header(request, "Content-Type")) {
    headers = curl.slist_append(headers, "Content-Type:");
  }
  headers = curl.slist_append(headers, "Expect:");

  curl.easy_setopt(handle, OPT_URL, request->url);
  curl.easy_setopt(handle, OPT_PROTOCOLS, (long)(PROTO_HTTP | PROTO_HTTPS));
  curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);
  curl.easy_setopt(handle, OPT_TIMEOUT, request->timeout_seconds);
  curl.easy_setopt(handle, OPT_ERRORBUFFER, error);
  curl.easy_setopt(handle, OPT_HTTPHEADER, headers);
  curl.easy_setopt(handle, OPT_HEADERFUNCTION, on_header);
  curl.easy_setopt(handle, OPT_HEADERDATA, &state);
  curl.easy_setopt(handle, OPT_WRITEFUNCTION, on_body);
  curl.easy_setopt(handle, OPT_WRITEDATA, &state);
  curl.easy_setopt(handle, OPT_NOPROGRESS, 0L);
  curl.easy_setopt(handle, OPT_XFERINFOFUNCTION, on_progress);
  curl.easy_setopt(handle, OPT_XFERINFODATA, &state);
  if (strcmp(request->method, "HEAD") == 0) {
    curl.easy_setopt(handle, OPT_NOBODY, 1L);
  } else if (request->has_body) {
    curl.easy_setopt(handle, OPT_POSTFIELDSIZE_LARGE, (int64_t)request->body_size);
    curl.easy_setopt(handle, OPT_POSTFIELDS, request->body_size ? (const char *)request->body : "");
    if (strcmp(request->method, "POST") != 0) {
      curl.easy_setopt(handle, OPT_CUSTOMREQUEST, request->method);
    }
  } else if (strcmp(request->method, "GET") != 0) {
    curl.easy_setopt(handle, OPT_CUSTOMREQUEST, request->method);
  }

  int code = curl.easy_perform(handle);
  curl.slist_free_all(headers);
  long status = 0;
  curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &status);
  response->status = status;
  response->declared_size = state.declared_size;

  if (state.declared_too_large) {
    response->outcome = ALMANAC_HTTP_TOO_LARGE_DECLARED;
  } else if (state.too_large) {
    response->outcome = ALMANAC_HTTP_TOO_LARGE;
    response->body_size = state.body.size;
  } else if (state.out_of_memory) {
    response->outcome = ALMANAC_HTTP_FAILED;
    snprintf(response->message, sizeof response->message, "out of memory for the answer");
  } else if (code == E_ABORTED_BY_CALLBACK) {
    response->outcome = ALMANAC_HTTP_INTERRUPTED;
  } else if (code != E_OK) {
    response->outcome = outcome_of(code);
    snprintf(response->message, sizeof response->message, "%s",
             error[0] ? error : curl.easy_strerror(code));
  } else {
    response->outcome = ALMANAC_HTTP_OK;
    response->headers = state.headers.bytes;
    response->headers_size = state.headers.size;
    response->body = state.body.bytes;
    response->body_size = state.body.size;
    return;
  }
  free(state.headers.bytes);
  free(state.body.bytes);
}

void almanac_http_response_free(almanac_http_response *response) {
  free(response->headers);
  free(response->body);
  response->headers = NULL;
  response->body = NULL;
}

#else

// Apple systems use URLSession (it waits without spinning there); nothing is loaded.
#include <stdio.h>

almanac_http_connection *almanac_http_connection_open(char *error, size_t error_size) {
  snprintf(error, error_size, "libcurl is used on Linux only");
  return NULL;
}

void almanac_http_connection_close(almanac_http_connection *connection) { (void)connection; }

void almanac_http_perform(
    almanac_http_connection *connection, const almanac_http_request *request,
    almanac_http_response *response) {
  (void)connection, (void)request;
  response->outcome = ALMANAC_HTTP_FAILED;
}

void almanac_http_response_free(almanac_http_response *response) { (void)response; }

#endif
