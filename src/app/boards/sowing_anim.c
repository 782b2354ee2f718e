/*
 * sowing_anim.c - seeds at rest and the timeline of a move (sowing_anim.h).
 *
 * The timeline is built by replaying the events on a copy of the seeds at
 * rest: each flight learns which seed it carries and which spot it will
 * take.  Seeds leave only the picked pit (all at once, into the hand) and
 * captured or swept locations (after every hop has landed), and they land
 * in event order, so at run time the same pops and pushes happen in the
 * same order and every index stays right.
 */
#include "sowing_anim.h"

#include <string.h>

typedef struct {
    double lift, gap, hop, capture_gap, capture, pause;
} SowingPace;

static const SowingPace sowing_pace[SPEED_COUNT] = {
    {0.35, 0.36, 0.50, 0.06, 0.70, 0.35}, /* slow: a beginner follows every seed */
    {0.24, 0.20, 0.32, 0.04, 0.50, 0.22}, /* normal */
    {0.12, 0.08, 0.16, 0.02, 0.28, 0.10}, /* fast */
    {0, 0, 0, 0, 0, 0},                   /* instant */
};

void sowing_anim_reset(SowingAnim *a, int nlocs, const int *counts)
{
    memset(a, 0, sizeof *a);
    a->nlocs = nlocs;
    a->hand_loc = -1;
    for (int l = 0; l < nlocs; l++) {
        a->count[l] = counts[l] < SA_MAX_SEEDS ? counts[l] : SA_MAX_SEEDS;
        for (int k = 0; k < a->count[l]; k++)
            a->colour[l][k] = (uint8_t)((l * 7 + k * 5 + (k / 6) * 3) % 6);
    }
}

static void sowing_add(SowingAnim *a, int from, int from_index, int to, int to_index, uint8_t colour, double start,
                       double dur)
{
    if (a->nflights >= SA_MAX_FLIGHTS)
        return;
    Flight *f = &a->flight[a->nflights++];
    f->from = from;
    f->from_index = from_index;
    f->to = to;
    f->to_index = to_index;
    f->colour = colour;
    f->start = start;
    f->dur = dur;
    f->state = 0;
    if (start + dur > a->end)
        a->end = start + dur;
}

/* Where every seed will be as the timeline unfolds, and the timeline's
 * clock: the start of the next flight, when the last hop lands, when the
 * last flight ends, when each group of flights to the stores leaves. */
typedef struct {
    int count[SA_LOCS];
    uint8_t colour[SA_LOCS][SA_MAX_SEEDS];
    uint8_t hand[SA_MAX_SEEDS];
    int hand_n, hand_next;
    double t, landed, last_end, capture_start, sweep_start;
    int groups_seen[2]; /* captures, sweeps */
} SowingSim;

static void sowing_pickup(SowingAnim *a, SowingSim *m, const Event *e, const SowingPace *p)
{
    a->hand_loc = e->from;
    for (int k = 0; k < e->count && m->count[e->from] > 0; k++) {
        int idx = --m->count[e->from];
        m->hand[m->hand_n] = m->colour[e->from][idx];
        sowing_add(a, e->from, idx, SA_HAND, m->hand_n, m->hand[m->hand_n], m->t, p->lift);
        m->hand_n++;
    }
    m->t += p->lift;
    m->landed = m->last_end = m->t;
}

static void sowing_hop(SowingAnim *a, SowingSim *m, const Event *e, const SowingPace *p)
{
    if (m->hand_next >= m->hand_n || m->count[e->to] >= SA_MAX_SEEDS)
        return;
    uint8_t c = m->hand[m->hand_next];
    m->colour[e->to][m->count[e->to]] = c;
    sowing_add(a, SA_HAND, m->hand_next, e->to, m->count[e->to], c, m->t, p->hop);
    m->count[e->to]++;
    m->hand_next++;
    m->landed = m->last_end = m->t + p->hop;
    m->t += p->gap;
}

/* Captures of one move leave together once every hop has landed; the
 * end-of-game sweep follows them. */
static void sowing_take(SowingAnim *a, SowingSim *m, const Event *e, const SowingPace *p)
{
    int sweep = e->kind == EV_SWEEP;
    if (sweep && m->sweep_start < 0)
        m->landed = m->last_end; /* the sweep waits for the captures */
    double *group = sweep ? &m->sweep_start : &m->capture_start;
    if (*group < 0)
        *group = m->landed + p->pause;
    if (!sweep) {
        a->captured += e->count;
        a->capture_at = m->capture_start;
    }
    double start = *group + m->groups_seen[sweep] * p->capture_gap * 3;
    m->groups_seen[sweep]++;
    for (int k = 0; k < e->count && m->count[e->from] > 0; k++) {
        int idx = --m->count[e->from];
        uint8_t c = m->colour[e->from][idx];
        int to_idx = m->count[e->to] < SA_MAX_SEEDS ? m->count[e->to] : SA_MAX_SEEDS - 1;
        m->colour[e->to][to_idx] = c;
        double st = start + k * p->capture_gap;
        sowing_add(a, e->from, idx, e->to, to_idx, c, st, p->capture);
        if (m->count[e->to] < SA_MAX_SEEDS)
            m->count[e->to]++;
        if (st + p->capture > m->last_end)
            m->last_end = st + p->capture;
    }
}

void sowing_anim_start(SowingAnim *a, const EventList *ev, AnimSpeed speed)
{
    const SowingPace *p = &sowing_pace[speed >= 0 && speed < SPEED_COUNT ? speed : SPEED_NORMAL];
    SowingSim m;
    memset(&m, 0, sizeof m);
    memcpy(m.count, a->count, sizeof m.count);
    memcpy(m.colour, a->colour, sizeof m.colour);
    m.capture_start = m.sweep_start = -1;
    a->nflights = 0;
    a->t = 0;
    a->end = 0;
    a->announce = 0;
    a->captured = 0;
    a->capture_at = 0;
    for (int i = 0; i < ev->n; i++) {
        const Event *e = &ev->ev[i];
        switch (e->kind) {
        case EV_PICKUP:
            sowing_pickup(a, &m, e, p);
            break;
        case EV_HOP:
            sowing_hop(a, &m, e, p);
            break;
        case EV_CAPTURE:
        case EV_SWEEP:
            sowing_take(a, &m, e, p);
            break;
        case EV_EXTRA_TURN:
        case EV_GRAND_SLAM:
            a->announce = e->kind;
            a->announce_at = m.last_end;
            break;
        default:
            break;
        }
    }
    if (speed == SPEED_INSTANT)
        sowing_anim_finish(a);
}

static void sowing_depart(SowingAnim *a, Flight *f)
{
    if (f->from == SA_HAND) {
        if (a->hand_count > 0)
            a->hand_count--;
    } else if (a->count[f->from] > 0) {
        a->count[f->from]--;
    }
    f->state = 1;
}

static void sowing_land(SowingAnim *a, Flight *f)
{
    if (f->to == SA_HAND) {
        if (a->hand_count < SA_MAX_SEEDS)
            a->hand[a->hand_count++] = f->colour;
    } else {
        if (a->count[f->to] < SA_MAX_SEEDS)
            a->colour[f->to][a->count[f->to]++] = f->colour;
        if (f->from == SA_HAND)
            a->landed_sown++;
        else
            a->landed_taken++;
    }
    f->state = 2;
}

int sowing_anim_advance(SowingAnim *a, double dt)
{
    if (a->nflights == 0)
        return 0;
    a->t += dt;
    for (int i = 0; i < a->nflights; i++) {
        Flight *f = &a->flight[i];
        if (f->state == 0 && a->t >= f->start)
            sowing_depart(a, f);
    }
    for (int i = 0; i < a->nflights; i++) {
        Flight *f = &a->flight[i];
        if (f->state == 1 && a->t >= f->start + f->dur)
            sowing_land(a, f);
    }
    if (a->t >= a->end) {
        a->nflights = 0;
        a->hand_count = 0;
        a->hand_loc = -1;
        return 0;
    }
    return 1;
}

void sowing_anim_finish(SowingAnim *a)
{
    if (a->nflights)
        sowing_anim_advance(a, a->end - a->t + 1.0);
}

int sowing_anim_busy(const SowingAnim *a) { return a->nflights > 0; }

double sowing_anim_progress(const SowingAnim *a, const Flight *f, double ahead)
{
    if (f->dur <= 0)
        return 1;
    double x = (a->t + ahead - f->start) / f->dur;
    return x < 0 ? 0 : x > 1 ? 1 : x;
}
