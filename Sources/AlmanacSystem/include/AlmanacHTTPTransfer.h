// One HTTP request at a time over libcurl's easy interface, for the CalDAV client on Linux.
//
// corelibs-foundation's URLSession drives libcurl through libdispatch, and on Linux it keeps
// the connected socket armed for writing while it waits for an answer: the process spins
// (about 2,000 epoll_wait, 4,000 epoll_ctl and 2,000 poll calls a second per open request). The
// easy interface waits in one poll() until the socket has something, so waiting costs no CPU.
//
// libcurl is opened with dlopen ("libcurl.so.4", the name its ABI has had since 2006) the first
// time a connection is made, so the package needs no libcurl headers to build and a program
// that never syncs never loads it. Only the stable part of the ABI is used: the easy functions
// and option numbers unchanged since libcurl 7.32.
//
// The transfer reads the body only as fast as it is stored, stops once it passes the caller's
// limit (or when Content-Length says it would), and asks the caller's interrupt check about
// once a second while it waits, and far more often while data flows.
#ifndef ALMANAC_HTTP_TRANSFER_H
#define ALMANAC_HTTP_TRANSFER_H

#include <stddef.h>
#include <stdint.h>

/// One libcurl easy handle: its connections are kept between requests.
typedef struct almanac_http_connection almanac_http_connection;

/// Asked while a request runs; nonzero cancels it.
typedef int32_t (*almanac_http_interrupt_check)(void *context);

typedef struct {
  const char *method;
  const char *url;
  /// "Name: value" lines.
  const char *const *headers;
  size_t header_count;
  const uint8_t *body;
  size_t body_size;
  /// Sends the body even when it is empty (a PUT of nothing still has Content-Length: 0).
  int32_t has_body;
  long timeout_seconds;
  size_t body_limit;
  almanac_http_interrupt_check interrupted;
  void *interrupt_context;
} almanac_http_request;

enum {
  ALMANAC_HTTP_OK = 0,
  ALMANAC_HTTP_TIMEOUT = 1,
  ALMANAC_HTTP_INTERRUPTED = 2,
  /// Content-Length over the limit; `declared_size` holds it.
  ALMANAC_HTTP_TOO_LARGE_DECLARED = 3,
  /// More body bytes than the limit arrived; `body_size` holds how many had.
  ALMANAC_HTTP_TOO_LARGE = 4,
  ALMANAC_HTTP_CANNOT_CONNECT = 5,
  ALMANAC_HTTP_UNKNOWN_HOST = 6,
  ALMANAC_HTTP_TLS = 7,
  ALMANAC_HTTP_FAILED = 8,
};

typedef struct {
  int32_t outcome;
  long status;
  /// The final response's header lines, as received (malloc'd; NULL when none).
  uint8_t *headers;
  size_t headers_size;
  /// The body (malloc'd; NULL when empty).
  uint8_t *body;
  size_t body_size;
  int64_t declared_size;
  /// libcurl's own words for a failure.
  char message[256];
} almanac_http_response;

/// Loads libcurl if needed and makes a handle; NULL when libcurl cannot be loaded (`error`
/// says why).
almanac_http_connection *almanac_http_connection_open(char *error, size_t error_size);

void almanac_http_connection_close(almanac_http_connection *connection);

/// Sends one request and waits for its answer. `response` is filled in every case; free it
/// with almanac_http_response_free.
void almanac_http_perform(
    almanac_http_connection *connection, const almanac_http_request *request,
    almanac_http_response *response);

void almanac_http_response_free(almanac_http_response *response);

#endif
