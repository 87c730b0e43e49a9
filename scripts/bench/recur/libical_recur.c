/* Prints the instances of an RRULE from a floating DTSTART, one a line, as `almanac recur`
 * does: libical_recur RULE DTSTART N. The rule-iterator meaning of DTSTART (libical's). */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: libical_recur RULE DTSTART N\n");
    return 64;
  }
  struct icalrecurrencetype rule = icalrecurrencetype_from_string(argv[1]);
  struct icaltimetype start = icaltime_from_string(argv[2]);
  long wanted = atol(argv[3]);
  icalrecur_iterator *it = icalrecur_iterator_new(rule, start);
  if (!it) {
    fprintf(stderr, "libical_recur: %s\n", icalerror_strerror(icalerrno));
    return 65;
  }
  static char buffer[1 << 16];
  setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
  for (long n = 0; n < wanted; n++) {
    struct icaltimetype t = icalrecur_iterator_next(it);
    if (icaltime_is_null_time(t)) break;
    fputs(icaltime_as_ical_string(t), stdout);
    fputc('\n', stdout);
  }
  icalrecur_iterator_free(it);
  return 0;
}
