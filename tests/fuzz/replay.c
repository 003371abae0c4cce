/* scrabmail - Romanian Scrabble by e-mail. Licence: MIT (see COPYING).
 *
 * replay.c: a main() for the fuzz targets when they are not built with
 * libFuzzer: feeds every file named on the command line (directories are
 * read one level deep) to LLVMFuzzerTestOneInput, so 'make check' replays
 * the committed corpora under the normal build and under ASan.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int
replay_file(const char *path)
{
	FILE *f;
	uint8_t *buf;
	long n;
	size_t got;

	if ((f = fopen(path, "rb")) == NULL) {
		perror(path);
		return -1;
	}
	if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0) {
		perror(path);
		fclose(f);
		return -1;
	}
	/* An exact-size copy, so ASan sees any read past the input. */
	buf = malloc(n > 0 ? (size_t)n : 1);
	if (buf == NULL) {
		fclose(f);
		return -1;
	}
	got = fread(buf, 1, (size_t)n, f);
	fclose(f);
	LLVMFuzzerTestOneInput(buf, got);
	free(buf);
	return 0;
}

int
main(int argc, char **argv)
{
	struct stat st;
	struct dirent *de;
	DIR *d;
	char path[4096];
	int i, count = 0, bad = 0;

	for (i = 1; i < argc; i++) {
		if (stat(argv[i], &st) == -1) {
			perror(argv[i]);
			bad++;
			continue;
		}
		if (!S_ISDIR(st.st_mode)) {
			bad += replay_file(argv[i]) != 0;
			count++;
			continue;
		}
		if ((d = opendir(argv[i])) == NULL) {
			perror(argv[i]);
			bad++;
			continue;
		}
		while ((de = readdir(d)) != NULL) {
			if (de->d_name[0] == '.')
				continue;
			if ((size_t)snprintf(path, sizeof path, "%s/%s", argv[i],
			    de->d_name) >= sizeof path)
				continue;
			bad += replay_file(path) != 0;
			count++;
		}
		closedir(d);
	}
	printf("replayed %d inputs, %d unreadable\n", count, bad);
	return bad == 0 && count > 0 ? 0 : 1;
}
