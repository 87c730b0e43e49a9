/* The libical side of scripts/bench/events.sh: load a vdir (every .ics file under a folder of
 * collections) or one file, and expand every VEVENT over a window, as an agenda query does.
 * Prints lines "name: value unit" (median of 5 runs after a warm-up).
 *   libical_events vdir DIR FROM_UNIX TO_UNIX LABEL
 *   libical_events file PATH FROM_UNIX TO_UNIX LABEL
 */
#include <dirent.h>
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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

static void count_instance(icalcomponent *comp, struct icaltime_span *span, void *data) {
  (void)comp; (void)span;
  (*(long *)data)++;
}

static long expand(icalcomponent *root, struct icaltimetype start, struct icaltimetype end) {
  long count = 0;
  icalcomponent *c = root;
  if (icalcomponent_isa(root) == ICAL_XROOT_COMPONENT)
    c = icalcomponent_get_first_component(root, ICAL_VCALENDAR_COMPONENT);
  for (; c; c = NULL) {
    for (icalcomponent *e = icalcomponent_get_first_component(c, ICAL_VEVENT_COMPONENT); e;
         e = icalcomponent_get_next_component(c, ICAL_VEVENT_COMPONENT))
      icalcomponent_foreach_recurrence(e, start, end, count_instance, &count);
  }
  return count;
}

static char **files;
static int nfiles, capfiles;

static void collect(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) { perror(dir); exit(1); }
  struct dirent *entry;
  while ((entry = readdir(d))) {
    if (entry->d_name[0] == '.') continue;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, entry->d_name);
    struct stat info;
    if (stat(path, &info) != 0) continue;
    if (S_ISDIR(info.st_mode)) { collect(path); continue; }
    size_t n = strlen(entry->d_name);
    if (n < 4 || strcmp(entry->d_name + n - 4, ".ics") != 0) continue;
    if (nfiles == capfiles) { capfiles = capfiles ? capfiles * 2 : 1024; files = realloc(files, capfiles * sizeof *files); }
    files[nfiles++] = strdup(path);
  }
  closedir(d);
}

int main(int argc, char **argv) {
  if (argc != 6) { fprintf(stderr, "usage: libical_events vdir|file PATH FROM TO LABEL\n"); return 64; }
  int is_vdir = strcmp(argv[1], "vdir") == 0;
  long from = atol(argv[3]), to = atol(argv[4]);
  const char *label = argv[5];
  icaltimezone *utc = icaltimezone_get_utc_timezone();
  struct icaltimetype start = icaltime_from_timet_with_zone(from, 0, utc);
  struct icaltimetype end = icaltime_from_timet_with_zone(to, 0, utc);
  double load_times[5], query_times[5], total_times[5];
  long count = 0;
  for (int run = -1; run < 5; run++) {
    double t0 = now();
    int n = 1;
    icalcomponent **roots;
    if (is_vdir) {
      nfiles = 0;
      collect(argv[2]);
      n = nfiles;
      roots = malloc(n * sizeof *roots);
      for (int i = 0; i < n; i++) {
        char *text = slurp(files[i]);
        roots[i] = icalparser_parse_string(text);
        free(text);
        free(files[i]);
      }
    } else {
      roots = malloc(sizeof *roots);
      char *text = slurp(argv[2]);
      roots[0] = icalparser_parse_string(text);
      free(text);
    }
    double t1 = now();
    count = 0;
    for (int i = 0; i < n; i++) if (roots[i]) count += expand(roots[i], start, end);
    double t2 = now();
    if (run >= 0) { load_times[run] = t1 - t0; query_times[run] = t2 - t1; total_times[run] = t2 - t0; }
    for (int i = 0; i < n; i++) if (roots[i]) icalcomponent_free(roots[i]);
    free(roots);
  }
  qsort(load_times, 5, sizeof(double), compare);
  qsort(query_times, 5, sizeof(double), compare);
  qsort(total_times, 5, sizeof(double), compare);
  printf("libical.%s.load: %.1f ms\n", label, load_times[2] * 1000);
  printf("libical.%s.agenda2y: %.1f ms\n", label, query_times[2] * 1000);
  printf("libical.%s.load+agenda2y: %.1f ms\n", label, total_times[2] * 1000);
  printf("libical.%s.agenda2y.instances: %ld instances\n", label, count);
  return 0;
}
