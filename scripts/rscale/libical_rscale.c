/* The libical side of scripts/rscale/compare.sh.
 *   libical_rscale calendars                 prints the RSCALE calendars libical supports
 *   libical_rscale list CASES OUT            expands every case of CASES into OUT
 *   libical_rscale time CASES                prints "libical.rscale: <median ms> ms"
 * CASES has one case per line: DTSTART <TAB> RRULE <TAB> MAX (the most instances to take).
 * OUT gets one line per case: the instances, space-separated, in the start's form, or ERROR.
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <setjmp.h>
#include <signal.h>
#include <sys/time.h>

#define MAX_CASES 100000

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

struct testcase { char start[32]; char rule[512]; int max; };
static struct testcase cases[MAX_CASES];

static int load(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) { perror(path); exit(1); }
  char line[1024];
  int n = 0;
  while (n < MAX_CASES && fgets(line, sizeof line, f)) {
    char *tab1 = strchr(line, '\t');
    if (!tab1) continue;
    *tab1 = 0;
    char *tab2 = strchr(tab1 + 1, '\t');
    if (!tab2) continue;
    *tab2 = 0;
    snprintf(cases[n].start, sizeof cases[n].start, "%s", line);
    snprintf(cases[n].rule, sizeof cases[n].rule, "%s", tab1 + 1);
    cases[n].max = atoi(tab2 + 1);
    n++;
  }
  fclose(f);
  return n;
}

/* Expands one case; writes its instances to out (when out is not NULL); returns the count or -1. */
static int expand(const struct testcase *c, FILE *out) {
  icalerror_set_errno(ICAL_NO_ERROR);
  struct icalrecurrencetype recur = icalrecurrencetype_from_string(c->rule);
  if (recur.freq == ICAL_NO_RECURRENCE || icalerrno != ICAL_NO_ERROR) return -1;
  struct icaltimetype start = icaltime_from_string(c->start);
  icalrecur_iterator *it = icalrecur_iterator_new(recur, start);
  if (!it) { icalrecurrencetype_clear(&recur); return -1; }
  int n = 0;
  for (struct icaltimetype t = icalrecur_iterator_next(it); !icaltime_is_null_time(t) && n < c->max;
       t = icalrecur_iterator_next(it)) {
    if (out) {
      if (t.is_date) fprintf(out, "%s%04d%02d%02d", n ? " " : "", t.year, t.month, t.day);
      else fprintf(out, "%s%04d%02d%02dT%02d%02d%02d", n ? " " : "", t.year, t.month, t.day,
                   t.hour, t.minute, t.second);
    }
    n++;
  }
  icalrecur_iterator_free(it);
  icalrecurrencetype_clear(&recur);
  return n;
}

/* A case that runs longer than a second of CPU time is abandoned (libical 3.0.16 loops forever on
 * some rules, e.g. RSCALE=ISLAMIC-UMALQURA;FREQ=MONTHLY;SKIP=FORWARD from 1927-06-02). */
static sigjmp_buf timeout_jump;
static void on_timeout(int signal) { (void)signal; siglongjmp(timeout_jump, 1); }

static int expand_guarded(const struct testcase *c, FILE *out) {
  struct itimerval limit = {{0, 0}, {1, 0}}, off = {{0, 0}, {0, 0}};
  if (sigsetjmp(timeout_jump, 1)) return -2;
  setitimer(ITIMER_PROF, &limit, NULL);
  int n = expand(c, out);
  setitimer(ITIMER_PROF, &off, NULL);
  return n;
}

int main(int argc, char **argv) {
  signal(SIGPROF, on_timeout);
  if (argc >= 2 && !strcmp(argv[1], "calendars")) {
    icalarray *names = icalrecurrencetype_rscale_supported_calendars();
    for (size_t i = 0; names && i < names->num_elements; i++)
      printf("%s\n", *(const char **)icalarray_element_at(names, i));
    return 0;
  }
  if (argc == 4 && !strcmp(argv[1], "list")) {
    int n = load(argv[2]);
    FILE *out = fopen(argv[3], "w");
    if (!out) { perror(argv[3]); return 1; }
    for (int i = 0; i < n; i++) {
      char *text = NULL;
      size_t size = 0;
      FILE *line = open_memstream(&text, &size);
      int k = expand_guarded(&cases[i], line);
      fclose(line);
      fprintf(out, "%s\n", k == -2 ? "TIMEOUT" : k < 0 ? "ERROR" : text);
      free(text);
    }
    fclose(out);
    return 0;
  }
  if (argc == 3 && !strcmp(argv[1], "time")) {
    int n = load(argv[2]);
    double times[5];
    long total = 0;
    for (int run = -1; run < 5; run++) {
      double t0 = now();
      long instances = 0;
      for (int i = 0; i < n; i++) {
        int k = expand_guarded(&cases[i], NULL);
        if (k > 0) instances += k;
      }
      if (run >= 0) times[run] = now() - t0;
      total = instances;
    }
    qsort(times, 5, sizeof(double), compare);
    printf("libical.rscale.instances: %ld instances\n", total);
    printf("libical.rscale: %.1f ms\n", times[2] * 1000);
    return 0;
  }
  fprintf(stderr, "usage: libical_rscale calendars | list CASES OUT | time CASES\n");
  return 64;
}
