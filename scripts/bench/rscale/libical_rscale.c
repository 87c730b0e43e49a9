/* The libical side of scripts/bench/rscale.sh.
 *   libical_rscale calendars                 prints the RSCALE calendars libical supports
 *   libical_rscale list CASES OUT            expands every case of CASES into OUT
 *   libical_rscale time CASES OUT            prints "libical.rscale: <median ms> ms" for the
 *                                            cases that OUT (from list) shows finished
 * CASES has one case per line: DTSTART <TAB> RRULE <TAB> MAX (the most instances to take).
 * OUT gets one line per case: the instances, space-separated, in the start's form, or ERROR.
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

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

/* Each case of "list" runs in a child process that is killed after two seconds: libical 3.0.16
 * loops forever on some rules (e.g. RSCALE=ISLAMIC-UMALQURA;FREQ=MONTHLY;SKIP=FORWARD from
 * 1927-06-02). Returns the child's text, "TIMEOUT" or "ERROR" (malloc'ed). */
static char *expand_in_child(const struct testcase *c) {
  int fds[2];
  if (pipe(fds) != 0) { perror("pipe"); exit(1); }
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    FILE *out = fdopen(fds[1], "w");
    int k = expand(c, out);
    if (k < 0) fprintf(out, "\x01");
    fclose(out);
    _exit(0);
  }
  close(fds[1]);
  size_t size = 0, capacity = 4096;
  char *text = malloc(capacity);
  double deadline = now() + 2.0;
  int timed_out = 0;
  for (;;) {
    struct pollfd p = {fds[0], POLLIN, 0};
    double left = deadline - now();
    if (left <= 0 || poll(&p, 1, (int)(left * 1000) + 1) == 0) { timed_out = 1; break; }
    if (size + 1024 > capacity) { capacity *= 2; text = realloc(text, capacity); }
    ssize_t got = read(fds[0], text + size, capacity - size - 1);
    if (got <= 0) break;
    size += got;
  }
  close(fds[0]);
  if (timed_out) kill(pid, SIGKILL);
  waitpid(pid, NULL, 0);
  text[size] = 0;
  if (timed_out) { free(text); return strdup("TIMEOUT"); }
  if (size > 0 && text[size - 1] == 1) { free(text); return strdup("ERROR"); }
  return text;
}

int main(int argc, char **argv) {
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
      char *text = expand_in_child(&cases[i]);
      fprintf(out, "%s\n", text);
      free(text);
    }
    fclose(out);
    return 0;
  }
  if (argc == 4 && !strcmp(argv[1], "time")) {
    /* Times the cases that "list" finished (its OUT file, argv[3], says which did not). */
    int n = load(argv[2]);
    FILE *listed = fopen(argv[3], "r");
    if (!listed) { perror(argv[3]); return 1; }
    static char line[1 << 16];
    int kept = 0;
    for (int i = 0; i < n && fgets(line, sizeof line, listed); i++)
      if (strncmp(line, "TIMEOUT", 7)) cases[kept++] = cases[i];
    fclose(listed);
    n = kept;
    double times[5];
    long total = 0;
    for (int run = -1; run < 5; run++) {
      double t0 = now();
      long instances = 0;
      for (int i = 0; i < n; i++) {
        int k = expand(&cases[i], NULL);
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
