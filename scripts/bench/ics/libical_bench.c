/* The libical side of scripts/bench/ics.sh. Prints lines "name: value unit".
 *   libical_bench parse FILE
 *   libical_bench expand-file FILE FROM_UNIX TO_UNIX
 *   libical_bench recur RULE DTSTART TZID|floating N OUTFILE LABEL
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
  qsort(v, n, sizeof(double), compare);
  return v[n / 2];
}

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(1); }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc(n + 1);
  if (fread(buf, 1, n, f) != (size_t)n) { perror("read"); exit(1); }
  buf[n] = 0;
  fclose(f);
  return buf;
}

#define RUNS 5

static void parse(const char *path) {
  char *text = slurp(path);
  double parse_times[RUNS], write_times[RUNS];
  int events = 0;
  for (int run = -1; run < RUNS; run++) {
    double t0 = now();
    icalcomponent *c = icalparser_parse_string(text);
    double t1 = now();
    char *out = icalcomponent_as_ical_string_r(c);
    double t2 = now();
    if (run >= 0) { parse_times[run] = t1 - t0; write_times[run] = t2 - t1; }
    events = icalcomponent_count_components(c, ICAL_VEVENT_COMPONENT);
    free(out);
    icalcomponent_free(c);
  }
  printf("libical.parse.events: %d events\n", events);
  printf("libical.parse: %.1f ms\n", median(parse_times, RUNS) * 1000);
  printf("libical.write: %.1f ms\n", median(write_times, RUNS) * 1000);
  free(text);
}

static void count_instance(icalcomponent *comp, struct icaltime_span *span, void *data) {
  (void)comp; (void)span;
  (*(long *)data)++;
}

static void expand_file(const char *path, long from, long to) {
  char *text = slurp(path);
  icalcomponent *c = icalparser_parse_string(text);
  icaltimezone *utc = icaltimezone_get_utc_timezone();
  struct icaltimetype start = icaltime_from_timet_with_zone(from, 0, utc);
  struct icaltimetype end = icaltime_from_timet_with_zone(to, 0, utc);
  double times[RUNS];
  long count = 0;
  for (int run = -1; run < RUNS; run++) {
    count = 0;
    double t0 = now();
    for (icalcomponent *e = icalcomponent_get_first_component(c, ICAL_VEVENT_COMPONENT); e;
         e = icalcomponent_get_next_component(c, ICAL_VEVENT_COMPONENT)) {
      icalcomponent_foreach_recurrence(e, start, end, count_instance, &count);
    }
    if (run >= 0) times[run] = now() - t0;
  }
  printf("libical.expand.file.2y: %.1f ms\n", median(times, RUNS) * 1000);
  printf("libical.expand.file.2y.count: %ld instances\n", count);
  icalcomponent_free(c);
  free(text);
}

static void recur(const char *rule, const char *dtstart, const char *tzid, int n, const char *outfile,
                  const char *label) {
  struct icalrecurrencetype recurrence = icalrecurrencetype_from_string(rule);
  struct icaltimetype start = icaltime_from_string(dtstart);
  icaltimezone *zone = NULL;
  if (strcmp(tzid, "floating") != 0) {
    zone = icaltimezone_get_builtin_timezone(tzid);
    if (!zone) { fprintf(stderr, "no zone %s\n", tzid); exit(1); }
    start = icaltime_set_timezone(&start, zone);
  }
  struct icaltimetype *local = malloc(sizeof(struct icaltimetype) * n);
  long *utc = malloc(sizeof(long) * n);
  double times[RUNS];
  int count = 0;
  for (int run = -1; run < RUNS; run++) {
    double t0 = now();
    icalrecur_iterator *it = icalrecur_iterator_new(recurrence, start);
    count = 0;
    while (count < n) {
      struct icaltimetype next = icalrecur_iterator_next(it);
      if (icaltime_is_null_time(next)) break;
      local[count] = next;
      utc[count] = zone ? (long)icaltime_as_timet_with_zone(next, zone) : (long)icaltime_as_timet(next);
      count++;
    }
    icalrecur_iterator_free(it);
    if (run >= 0) times[run] = now() - t0;
  }
  printf("libical.%s: %.3f ms\n", label, median(times, RUNS) * 1000);
  printf("libical.%s.count: %d instances\n", label, count);
  FILE *f = fopen(outfile, "w");
  for (int i = 0; i < count; i++) {
    struct icaltimetype t = local[i];
    fprintf(f, "%04d%02d%02dT%02d%02d%02d %ld\n", t.year, t.month, t.day, t.hour, t.minute, t.second, utc[i]);
  }
  fclose(f);
  free(local);
  free(utc);
}

int main(int argc, char **argv) {
  if (argc >= 3 && strcmp(argv[1], "parse") == 0) {
    parse(argv[2]);
  } else if (argc >= 5 && strcmp(argv[1], "expand-file") == 0) {
    expand_file(argv[2], atol(argv[3]), atol(argv[4]));
  } else if (argc >= 8 && strcmp(argv[1], "recur") == 0) {
    recur(argv[2], argv[3], argv[4], atoi(argv[5]), argv[6], argv[7]);
  } else {
    fprintf(stderr, "usage: see the comment at the top of libical_bench.c\n");
    return 64;
  }
  return 0;
}
