/* CPython's random, translated exactly (Modules/_randommodule.c's Mersenne Twister, and
 * random.py's _randbelow_with_getrandbits, shuffle, sample and choices): the deals the core draws
 * (sample.c) come from the same numbers as Python's, so a deal drawn here is the deal Python would
 * draw from the same generator state (tests/core/). Python hands its generator's state over when a
 * decision starts (kawu_mt, kawu_mt_load) and takes it back when it ends (kawu_mt_save). */
#include "kawu.h"

#define EXPORT(name) __attribute__((export_name(#name)))

#define MT_N 624
#define MT_M 397
static u32 mt[MT_N];
static int mti;

/* genrand_uint32 of _randommodule.c */
u32 py_genrand(void) {
    static const u32 mag01[2] = {0x0U, 0x9908b0dfU};
    u32 y;
    if (mti >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (mt[MT_N - 1] & 0x80000000U) | (mt[0] & 0x7fffffffU);
        mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        mti = 0;
    }
    y = mt[mti++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

/* Random.getrandbits(k), 0 <= k <= 32 */
u32 py_getrandbits(int k) { return k == 0 ? 0 : py_genrand() >> (32 - k); }

/* Random.random */
double py_random(void) {
    u32 a = py_genrand() >> 5, b = py_genrand() >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* Random._randbelow_with_getrandbits(n), n > 0 */
int py_randbelow(int n) {
    int k = 32 - __builtin_clz((u32)n);
    u32 r = py_getrandbits(k);
    while (r >= (u32)n) r = py_getrandbits(k);
    return (int)r;
}

/* Random.shuffle */
void py_shuffle(int *x, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = py_randbelow(i + 1);
        int t = x[i]; x[i] = x[j]; x[j] = t;
    }
}

/* Random.sample(population, k) for a population of at most 52: a pool when n is at most the
 * setsize (21 for k <= 5, else at least 21 + 4 ** 3 > 52), else a set of the indices drawn. */
void py_sample(const int *population, int n, int k, int *out) {
    if (k <= 5 && n > 21) {
        u64 selected = 0;
        for (int i = 0; i < k; i++) {
            int j = py_randbelow(n);
            while ((selected >> j) & 1) j = py_randbelow(n);
            selected |= 1ULL << j;
            out[i] = population[j];
        }
        return;
    }
    int pool[DECK];
    for (int i = 0; i < n; i++) pool[i] = population[i];
    for (int i = 0; i < k; i++) {
        int j = py_randbelow(n - i);
        out[i] = pool[j];
        pool[j] = pool[n - i - 1];
    }
}

/* Random.choices(population, weights)[0] with integer weights (cumulated, then bisect_right on
 * random() * total over [0, n - 1)). */
int py_choices(const int *population, const int *weights, int n) {
    i64 cum[4];
    i64 total = 0;
    for (int i = 0; i < n; i++) { total += weights[i]; cum[i] = total; }
    double x = py_random() * (double)total;
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (x < (double)cum[mid]) hi = mid; else lo = mid + 1;
    }
    return population[lo];
}

/* The generator's state, as Random.getstate()[1]: 624 words and the index. */
static i64 mt_area[MT_N + 1];
EXPORT(kawu_mt) i64 *kawu_mt(void) { return mt_area; }

EXPORT(kawu_mt_load) int kawu_mt_load(void) {
    for (int i = 0; i < MT_N; i++) mt[i] = (u32)mt_area[i];
    mti = (int)mt_area[MT_N];
    return (mti < 0 || mti > MT_N) ? E_BAD_STATE : 0;
}

EXPORT(kawu_mt_save) int kawu_mt_save(void) {
    for (int i = 0; i < MT_N; i++) mt_area[i] = mt[i];
    mt_area[MT_N] = mti;
    return 0;
}

/* Random.getrandbits(k) for 1 <= k <= 31 (Python builds wider ones from 32-bit words: k = 32
 * comes back as its two halves, getrandbits(16) twice would not be the same: see
 * kawu_genrand). */
EXPORT(kawu_getrandbits) int kawu_getrandbits(int k) {
    if (k < 0 || k > 31) return E_BAD_STATE;
    return (int)py_getrandbits(k);
}
