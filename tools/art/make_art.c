/*
 * make_art.c - draws Tabula's art procedurally and writes it as PNG into
 * assets/art/.  The committed PNGs come from this program, so anyone can
 * change a colour here and regenerate them:
 *
 *     cmake --build build --target tabula-art && build/tools/tabula-art assets/art [CJK-FONT]
 *
 * Everything is computed per pixel from a seeded value noise, so the output
 * is identical on every machine.  Hasami Shogi's pieces carry their
 * characters, drawn from a CJK font at this time (the game ships no such
 * font): Droid Sans Fallback, Apache 2.0, found at Debian's path or given
 * as the second argument; the same font file and FreeType give the same
 * pieces.
 */
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    float r, g, b;
} Rgb;

static float art_clampf(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }

static uint32_t art_hash(int x, int y, uint32_t seed)
{
    uint32_t h = (uint32_t)x * 374761393u + (uint32_t)y * 668265263u + seed * 2246822519u;
    h = (h ^ (h >> 13)) * 1274126177u;
    return h ^ (h >> 16);
}

static float art_lattice(int x, int y, uint32_t seed, int period_x, int period_y)
{
    x = ((x % period_x) + period_x) % period_x;
    y = ((y % period_y) + period_y) % period_y;
    return (float)(art_hash(x, y, seed) & 0xFFFF) / 65535.0f;
}

/* Smooth value noise, periodic in both axes so textures tile. */
static float art_noise(float x, float y, uint32_t seed, int px, int py)
{
    int xi = (int)floorf(x), yi = (int)floorf(y);
    float fx = x - (float)xi, fy = y - (float)yi;
    fx = fx * fx * (3 - 2 * fx);
    fy = fy * fy * (3 - 2 * fy);
    float a = art_lattice(xi, yi, seed, px, py), b = art_lattice(xi + 1, yi, seed, px, py);
    float c = art_lattice(xi, yi + 1, seed, px, py), d = art_lattice(xi + 1, yi + 1, seed, px, py);
    return (a + (b - a) * fx) + ((c + (d - c) * fx) - (a + (b - a) * fx)) * fy;
}

static float art_fbm(float x, float y, uint32_t seed, int px, int py, int octaves)
{
    float sum = 0, amp = 0.5f, norm = 0;
    for (int o = 0; o < octaves; o++) {
        sum += amp * art_noise(x, y, seed + (uint32_t)o, px, py);
        norm += amp;
        x *= 2;
        y *= 2;
        px *= 2;
        py *= 2;
        amp *= 0.5f;
    }
    return sum / norm;
}

static Rgb art_mix(Rgb a, Rgb b, float t)
{
    Rgb c = {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t};
    return c;
}

static void art_put(SDL_Surface *s, int x, int y, Rgb c, float alpha)
{
    uint32_t *row = (uint32_t *)((uint8_t *)s->pixels + y * s->pitch);
    row[x] = SDL_MapRGBA(s->format, (Uint8)art_clampf(c.r * 255, 0, 255), (Uint8)art_clampf(c.g * 255, 0, 255),
                         (Uint8)art_clampf(c.b * 255, 0, 255), (Uint8)art_clampf(alpha * 255, 0, 255));
}

static SDL_Surface *art_surface(int w, int h)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s) {
        fprintf(stderr, "make_art: %s\n", SDL_GetError());
        exit(1);
    }
    return s;
}

static void art_save(SDL_Surface *s, const char *dir, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (IMG_SavePNG(s, path) != 0) {
        fprintf(stderr, "make_art: cannot write %s: %s\n", path, IMG_GetError());
        exit(1);
    }
    printf("wrote %s (%dx%d)\n", path, s->w, s->h);
    SDL_FreeSurface(s);
}

/* A tileable plank of warm, oiled wood: many fine growth lines along x,
 * gently bent, over broad changes of tone, with long fibres and pores.
 * The contrast is kept low: a board is read for its seeds and pieces,
 * and bold stripes fight with them. */
static SDL_Surface *art_wood(int w, int h, Rgb light, Rgb dark, uint32_t seed)
{
    SDL_Surface *s = art_surface(w, h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float u = (float)x / (float)w, v = (float)y / (float)h;
            float warp = art_fbm(u * 2, v * 3, seed, 2, 3, 4);
            float broad = art_fbm(u * 1, v * 4, seed + 5, 1, 4, 3);
            /* Growth lines: a sharp late-wood edge, a soft early-wood fall. */
            float phase = v * 36.0f + warp * 2.2f + art_fbm(u * 4, v * 12, seed + 9, 4, 12, 2) * 0.6f;
            float f = phase - floorf(phase);
            float line = powf(1.0f - f, 6.0f) * 0.8f + powf(f, 18.0f) * 0.6f;
            float fibre = art_fbm(u * 8, v * 320, seed + 17, 8, 320, 3);
            float pore = art_fbm(u * 96, v * 384, seed + 29, 96, 384, 1);
            pore = art_clampf((pore - 0.68f) * 4.0f, 0, 1);
            float t = 0.40f * broad + 0.28f * line + 0.24f * fibre + 0.08f * pore;
            art_put(s, x, y, art_mix(light, dark, art_clampf((t - 0.2f) * 1.6f, 0, 1)), 1);
        }
    return s;
}

/* Light from the top left on a surface whose normal is (nx, ny, nz): the
 * diffuse part, and in *spec the highlight, sharper as `shine` grows. */
static float art_light(float nx, float ny, float nz, float shine, float *spec)
{
    float n = sqrtf(nx * nx + ny * ny + nz * nz);
    *spec = powf(art_clampf((nx * -0.35f + ny * -0.45f + nz * 0.82f) / n, 0, 1), shine);
    return art_clampf((nx * -0.45f + ny * -0.55f + nz * 0.70f) / n, 0, 1);
}

/* A pit carved into the wood: a dark hollow, lit from the top-left, with a
 * soft rim; transparent outside.  Drawn over the board texture. */
static SDL_Surface *art_hollow(int w, int h)
{
    SDL_Surface *s = art_surface(w, h);
    float cx = (float)w / 2, cy = (float)h / 2, rx = (float)w / 2 - 2, ry = (float)h / 2 - 2;
    Rgb deep = {0.16f, 0.08f, 0.03f}, lit = {0.42f, 0.24f, 0.11f};
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float dx = ((float)x + 0.5f - cx) / rx, dy = ((float)y + 0.5f - cy) / ry;
            float d = sqrtf(dx * dx + dy * dy);
            if (d > 1.0f) {
                art_put(s, x, y, deep, 0);
                continue;
            }
            /* Inside a bowl the far (bottom-right) wall catches the light. */
            float shade = art_clampf(0.5f + 0.45f * (dx + dy) * d, 0, 1);
            float rim = art_clampf((d - 0.86f) / 0.14f, 0, 1);
            Rgb c = art_mix(deep, lit, shade * 0.8f);
            c = art_mix(c, (Rgb){0.10f, 0.05f, 0.02f}, rim * (1 - shade) * 0.8f);
            float edge = art_clampf((1.0f - d) * (float)w * 0.25f, 0, 1); /* anti-aliased border */
            art_put(s, x, y, c, 0.92f * edge);
        }
    return s;
}

/* A round cup carved deep into a dark plank (an Oware board's): a bowl
 * lit from the top left, so its far wall catches the light and its near
 * wall is in shade, with a crisp cut edge; a little of the plank's grain
 * shows through.  Transparent outside. */
static SDL_Surface *art_cup(int size)
{
    SDL_Surface *s = art_surface(size, size);
    float c = (float)size / 2, r = (float)size / 2 - 2;
    Rgb deep = {0.09f, 0.035f, 0.015f}, lit = {0.42f, 0.19f, 0.09f};
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float dx = ((float)x + 0.5f - c) / r, dy = ((float)y + 0.5f - c) / r;
            float d = sqrtf(dx * dx + dy * dy);
            if (d > 1.0f) {
                art_put(s, x, y, deep, 0);
                continue;
            }
            /* The bowl's inner face looks up and towards the middle. */
            float z = sqrtf(1 - d * d), spec;
            float diff = art_light(-dx, -dy, z, 10, &spec);
            Rgb col = art_mix(deep, lit, diff * diff * 1.15f);
            col = art_mix(col, (Rgb){0.86f, 0.58f, 0.38f}, spec * 0.10f);
            /* The cut edge: dark where the near wall falls away, a thin
             * light lip where the far wall meets the plank. */
            float lip = art_clampf((d - 0.90f) / 0.10f, 0, 1);
            float facing = art_clampf(0.5f + 0.7f * (dx + dy) / 1.414f, 0, 1);
            col = art_mix(col, (Rgb){0.05f, 0.02f, 0.01f}, lip * (1 - facing) * 0.75f);
            col = art_mix(col, (Rgb){0.72f, 0.42f, 0.24f}, lip * lip * facing * 0.55f);
            float edge = art_clampf((1.0f - d) * (float)size * 0.25f, 0, 1); /* anti-aliased border */
            art_put(s, x, y, col, 0.88f * edge);
        }
    return s;
}

/* A glossy pebble of the given colour with a highlight and a soft edge. */
static SDL_Surface *art_seed(int size, Rgb base, uint32_t seed)
{
    SDL_Surface *s = art_surface(size, size);
    float c = (float)size / 2, r = (float)size / 2 - 1.5f;
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float dx = ((float)x + 0.5f - c) / r, dy = ((float)y + 0.5f - c) / (r * 0.86f);
            float d = sqrtf(dx * dx + dy * dy);
            if (d > 1.0f) {
                art_put(s, x, y, base, 0);
                continue;
            }
            float z = sqrtf(1 - d * d);
            /* Lambert from the top-left plus a tight specular spot. */
            float lx = -0.45f, ly = -0.55f, lz = 0.70f;
            float diff = art_clampf(dx * lx + dy * ly + z * lz, 0, 1);
            float spec = powf(art_clampf(dx * -0.3f + dy * -0.4f + z * 0.87f, 0, 1), 40);
            float speck = art_fbm((float)x * 0.25f, (float)y * 0.25f, seed, 64, 64, 2);
            Rgb col = {base.r * (0.35f + 0.75f * diff), base.g * (0.35f + 0.75f * diff),
                       base.b * (0.35f + 0.75f * diff)};
            col = art_mix(col, (Rgb){col.r * 0.7f, col.g * 0.7f, col.b * 0.7f}, speck * 0.5f);
            col = art_mix(col, (Rgb){1, 1, 1}, spec * 0.85f);
            float edge = art_clampf((1.0f - d) * (float)size * 0.35f, 0, 1);
            art_put(s, x, y, col, edge);
        }
    return s;
}


/* A nicker seed (Caesalpinia bonduc), the seed Oware is played with: a
 * smooth, slightly oval stone-hard seed, grey to grey brown, crossed by
 * faint fine rings round its long axis, with a small dark hilum at one
 * end and a soft, satin sheen.  `turn` is the long axis' angle. */
static SDL_Surface *art_nicker(int size, Rgb base, float turn, uint32_t seed)
{
    SDL_Surface *s = art_surface(size, size);
    float c = (float)size / 2, r = (float)size / 2 - 1.5f, ca = cosf(turn), sa = sinf(turn);
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float px = ((float)x + 0.5f - c) / r, py = ((float)y + 0.5f - c) / r;
            /* u along the long axis, v across it, in the oval's units. */
            float u = px * ca + py * sa, v = (-px * sa + py * ca) / 0.86f;
            float d = sqrtf(u * u + v * v);
            if (d > 1.0f) {
                art_put(s, x, y, base, 0);
                continue;
            }
            float spec, diff = art_light(px, py / 0.93f, sqrtf(1 - d * d), 8, &spec);
            float mottle = art_fbm((float)x * 0.09f, (float)y * 0.09f, seed, 64, 64, 3);
            float k = 0.50f + 0.62f * diff + 0.16f * (mottle - 0.5f);
            Rgb col = {base.r * k, base.g * k, base.b * k};
            /* The rings: thin, bent a little, some fainter than others. */
            float warp = art_fbm((float)x * 0.05f, (float)y * 0.05f, seed + 7, 64, 64, 2);
            float phase = asinf(art_clampf(u, -1, 1)) * 5.2f + v * v * 1.4f + warp * 1.6f;
            float f = fabsf(phase - floorf(phase) - 0.5f);
            float ring = art_clampf((f - 0.40f) * 10.0f, 0, 1) * (0.55f + 0.45f * mottle);
            col = art_mix(col, (Rgb){col.r * 0.72f, col.g * 0.70f, col.b * 0.66f}, ring * 0.55f);
            /* The hilum: a small dark scar at one end. */
            float hu = u - 0.80f, hil = art_clampf(1 - sqrtf(hu * hu * 4 + v * v * 16) * 4.0f, 0, 1);
            col = art_mix(col, (Rgb){0.18f, 0.13f, 0.09f}, hil * 0.8f);
            /* A broad soft sheen and a small brighter spot, never a glint. */
            float spot = powf(spec, 5);
            col = art_mix(col, (Rgb){0.96f, 0.95f, 0.92f}, spec * 0.16f + spot * 0.30f);
            col = art_mix(col, (Rgb){0.05f, 0.04f, 0.03f}, art_clampf((d - 0.84f) * 2.2f, 0, 0.35f));
            float edge = art_clampf((1.0f - d) * (float)size * 0.35f, 0, 1);
            art_put(s, x, y, col, edge);
        }
    return s;
}

/* A soft round shadow, to lay under seeds and pieces. */
static SDL_Surface *art_shadow(int size)
{
    SDL_Surface *s = art_surface(size, size);
    float c = (float)size / 2;
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float d = sqrtf(((float)x + 0.5f - c) * ((float)x + 0.5f - c) + ((float)y + 0.5f - c) * ((float)y + 0.5f - c)) / c;
            float a = art_clampf(1 - d, 0, 1);
            art_put(s, x, y, (Rgb){0, 0, 0}, a * a * 0.55f);
        }
    return s;
}

/* The table under the board: dark green baize with a faint weave. */
static SDL_Surface *art_felt(int size)
{
    SDL_Surface *s = art_surface(size, size);
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float n = art_fbm((float)x / 8, (float)y / 8, 91, size / 8, size / 8, 3);
            float weave = ((x + y) % 4 < 2) ? 0.02f : -0.02f;
            float t = 0.8f + 0.4f * n + weave;
            art_put(s, x, y, (Rgb){0.09f * t, 0.22f * t, 0.15f * t}, 1);
        }
    return s;
}

/* Lays src on dst with its top-left corner at (x, y), alpha blended. */
static void art_lay(SDL_Surface *dst, SDL_Surface *src, int x, int y)
{
    SDL_Rect at = {x, y, src->w, src->h};
    SDL_SetSurfaceBlendMode(src, SDL_BLENDMODE_BLEND);
    SDL_BlitSurface(src, NULL, dst, &at);
    SDL_FreeSurface(src);
}

/* The program's icon, large: a rounded square of wood with a pit full of
 * seeds, what Tabula is about, readable down to 16 pixels. */
static SDL_Surface *art_icon_master(int size)
{
    SDL_Surface *s = art_wood(size, size, (Rgb){0.80f, 0.55f, 0.31f}, (Rgb){0.50f, 0.30f, 0.14f}, 11);
    int pit = size * 70 / 100, off = (size - pit) / 2;
    art_lay(s, art_hollow(pit, pit), off, off);
    static const float seeds[][3] = {
        {0.37f, 0.40f, 0}, {0.56f, 0.36f, 2}, {0.44f, 0.58f, 5}, {0.62f, 0.56f, 3},
    };
    static const Rgb colour[] = {{0.93f, 0.86f, 0.70f}, {0, 0, 0}, {0.80f, 0.42f, 0.26f},
                                 {0.42f, 0.55f, 0.36f}, {0, 0, 0}, {0.86f, 0.70f, 0.35f}};
    int seed = size * 22 / 100;
    for (int i = 0; i < 4; i++)
        art_lay(s, art_seed(seed, colour[(int)seeds[i][2]], 500u + (uint32_t)i), (int)(seeds[i][0] * (float)size) - seed / 2,
                (int)(seeds[i][1] * (float)size) - seed / 2);
    /* Round the corners and darken a bevel along the edge. */
    float radius = (float)size * 0.18f, half = (float)size / 2;
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float qx = fabsf((float)x + 0.5f - half) - (half - radius), qy = fabsf((float)y + 0.5f - half) - (half - radius);
            float out = sqrtf(fmaxf(qx, 0) * fmaxf(qx, 0) + fmaxf(qy, 0) * fmaxf(qy, 0)) + fminf(fmaxf(qx, qy), 0) - radius;
            uint32_t *px = (uint32_t *)((uint8_t *)s->pixels + y * s->pitch) + x;
            Uint8 r, g, b, a;
            SDL_GetRGBA(*px, s->format, &r, &g, &b, &a);
            float bevel = art_clampf((out + (float)size * 0.05f) / ((float)size * 0.05f), 0, 1) * 0.45f;
            Rgb c = art_mix((Rgb){r / 255.0f, g / 255.0f, b / 255.0f}, (Rgb){0.2f, 0.1f, 0.04f}, bevel);
            art_put(s, x, y, c, art_clampf(0.5f - out, 0, 1));
        }
    return s;
}

/* `src` shrunk to size x size by averaging the pixels under each new one
 * (alpha-weighted, so transparent pixels lend no colour). */
static SDL_Surface *art_shrink(SDL_Surface *src, int size)
{
    SDL_Surface *s = art_surface(size, size);
    float k = (float)src->w / (float)size;
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float sum[4] = {0, 0, 0, 0};
            int n = 0;
            for (int sy = (int)((float)y * k); sy < (int)((float)(y + 1) * k); sy++)
                for (int sx = (int)((float)x * k); sx < (int)((float)(x + 1) * k); sx++) {
                    Uint8 r, g, b, a;
                    SDL_GetRGBA(((uint32_t *)((uint8_t *)src->pixels + sy * src->pitch))[sx], src->format, &r, &g, &b, &a);
                    sum[0] += (float)(r * a);
                    sum[1] += (float)(g * a);
                    sum[2] += (float)(b * a);
                    sum[3] += (float)a;
                    n++;
                }
            float a = sum[3] > 0 ? sum[3] : 1;
            art_put(s, x, y, (Rgb){sum[0] / a / 255, sum[1] / a / 255, sum[2] / a / 255}, sum[3] / (float)n / 255);
        }
    return s;
}

/* ---- Hasami Shogi: the kaya board's wood and the koma ---- */

#define KOMA_FONT "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"

/* A character's ink, thickened, as coverage from 0 to 1, and the box it
 * inks: read back at any size (koma_ink). */
typedef struct {
    float *a;
    int w, h;
    int x0, y0, x1, y1;
} KomaGlyph;

/* The glyph spread by `grow` pixels all round: the font's strokes are
 * thin for a koma's carved brush strokes, and would fade when small. */
static void koma_thicken(KomaGlyph *g, const float *src, int grow)
{
    for (int y = 0; y < g->h; y++)
        for (int x = 0; x < g->w; x++) {
            float m = 0;
            for (int dy = -grow; dy <= grow; dy++)
                for (int dx = -grow; dx <= grow; dx++) {
                    int sx = x + dx, sy = y + dy;
                    if (dx * dx + dy * dy > grow * grow || sx < 0 || sy < 0 || sx >= g->w || sy >= g->h)
                        continue;
                    m = fmaxf(m, src[sy * g->w + sx]);
                }
            g->a[y * g->w + x] = m;
            if (m > 0.02f) {
                g->x0 = x < g->x0 ? x : g->x0;
                g->y0 = y < g->y0 ? y : g->y0;
                g->x1 = x + 1 > g->x1 ? x + 1 : g->x1;
                g->y1 = y + 1 > g->y1 ? y + 1 : g->y1;
            }
        }
}

static KomaGlyph koma_glyph(TTF_Font *font, const char *utf8, int grow)
{
    SDL_Surface *raw = TTF_RenderUTF8_Blended(font, utf8, (SDL_Color){255, 255, 255, 255});
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
    if (!s) {
        fprintf(stderr, "make_art: cannot draw %s: %s\n", utf8, TTF_GetError());
        exit(1);
    }
    int pad = grow + 1;
    KomaGlyph g = {NULL, s->w + 2 * pad, s->h + 2 * pad, 1 << 30, 1 << 30, 0, 0};
    float *src = calloc((size_t)g.w * (size_t)g.h, sizeof *src);
    g.a = calloc((size_t)g.w * (size_t)g.h, sizeof *g.a);
    if (!src || !g.a) {
        fprintf(stderr, "make_art: out of memory\n");
        exit(1);
    }
    for (int y = 0; y < s->h; y++)
        for (int x = 0; x < s->w; x++) {
            Uint8 r, gr, b, a;
            SDL_GetRGBA(((uint32_t *)((uint8_t *)s->pixels + y * s->pitch))[x], s->format, &r, &gr, &b, &a);
            src[(y + pad) * g.w + x + pad] = (float)a / 255.0f;
        }
    koma_thicken(&g, src, grow);
    free(src);
    SDL_FreeSurface(s);
    SDL_FreeSurface(raw);
    return g;
}

/* The glyph's ink over one pixel of the piece, the glyph's inked box
 * fitted to `height` pixels and centred on (cx, cy): the mean of the
 * glyph's pixels under it, so a small glyph stays smooth. */
static float koma_ink(const KomaGlyph *g, float x, float y, float cx, float cy, float height)
{
    float k = (float)(g->y1 - g->y0) / height; /* glyph pixels a piece pixel */
    float gx = (float)(g->x0 + g->x1) / 2 + (x - cx) * k, gy = (float)(g->y0 + g->y1) / 2 + (y - cy) * k;
    int ax = (int)floorf(gx - k / 2), ay = (int)floorf(gy - k / 2), n = (int)ceilf(k);
    float sum = 0;
    for (int sy = ay; sy < ay + n; sy++)
        for (int sx = ax; sx < ax + n; sx++)
            if (sx >= 0 && sy >= 0 && sx < g->w && sy < g->h)
                sum += g->a[sy * g->w + sx];
    return sum / (float)(n * n);
}

/* A koma's outline, pointing up: the tip, the shoulders, the base, as
 * fractions of its width (x, from its middle) and height (y, from its
 * tip), clockwise as seen. */
static const float koma_corner[5][2] = {{0, 0}, {0.43f, 0.27f}, {0.5f, 1}, {-0.5f, 1}, {-0.43f, 0.27f}};

/* How far (x, y) lies outside the koma of width w and height h whose
 * middle is at the origin (negative inside), and the outward normal of
 * the nearest side in (*nx, *ny). */
static float koma_outside(float x, float y, float w, float h, float *nx, float *ny)
{
    float best = -1e9f;
    for (int i = 0; i < 5; i++) {
        const float *a = koma_corner[i], *b = koma_corner[(i + 1) % 5];
        float ax = a[0] * w, ay = (a[1] - 0.5f) * h, ex = (b[0] - a[0]) * w, ey = (b[1] - a[1]) * h;
        float len = sqrtf(ex * ex + ey * ey), ox = ey / len, oy = -ex / len;
        float d = ox * (x - ax) + oy * (y - ay);
        if (d > best) {
            best = d;
            *nx = ox;
            *ny = oy;
        }
    }
    return best;
}

/* What a koma is made of and what is written on it. */
typedef struct {
    Rgb wood, ink;
    const KomaGlyph *glyph;
    float glyph_h;    /* the character's height, a fraction of the piece's */
    int down;         /* it points down the picture (the player at the top) */
    uint32_t seed;
} KomaLook;

/* The colour of the koma's top at piece-space (x, y) (pointing up, its
 * middle at the origin), d pixels outside its edge, lit through the
 * bevel whose outward normal is (nx, ny) on the picture. */
static Rgb koma_colour(const KomaLook *k, float x, float y, float d, float nx, float ny, float w, float h)
{
    float bevel = w * 0.075f, u = art_clampf(1 + d / bevel, 0, 1) * 0.85f;
    float spec, diff = art_light(nx * u, ny * u, sqrtf(1 - u * u), 20, &spec);
    /* Boxwood: a fine straight grain along the piece, faint broad streaks. */
    float grain = art_fbm((x + 200) * 0.32f, (y + 200) * 0.02f, k->seed, 256, 256, 3);
    float streak = art_fbm((x + 200) * 0.05f, (y + 200) * 0.01f, k->seed + 7, 256, 256, 2);
    float t = 0.52f + 0.68f * diff + 0.10f * (grain - 0.5f) + 0.06f * (streak - 0.5f);
    Rgb c = {k->wood.r * t, k->wood.g * t, k->wood.b * t};
    c = art_mix(c, (Rgb){1, 0.97f, 0.9f}, spec * 0.25f);
    float ink = koma_ink(k->glyph, x, y, 0, h * 0.1f, h * k->glyph_h);
    c = art_mix(c, k->ink, ink * 0.97f);
    /* A dark line round the edge keeps the shape crisp when small. */
    return art_mix(c, (Rgb){0.30f, 0.19f, 0.08f}, art_clampf((d + 1.6f) / 1.6f, 0, 1) * 0.6f);
}

/* A koma seen from above on a size x size picture, its middle at the
 * picture's, lit from the top left, its soft shadow down and right. */
static SDL_Surface *art_koma(int size, const KomaLook *k)
{
    SDL_Surface *s = art_surface(size, size);
    float h = (float)size * 0.90f, w = h * 0.80f, c = (float)size / 2, turn = k->down ? -1.0f : 1.0f;
    float off = (float)size * 0.03f, blur = (float)size * 0.025f;
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float px = ((float)x + 0.5f - c) * turn, py = ((float)y + 0.5f - c) * turn, nx, ny;
            float sd = koma_outside(px - off * turn, py - off * 1.4f * turn, w, h, &nx, &ny);
            float shade = art_clampf((blur - sd) / (2 * blur), 0, 1) * 0.5f;
            float d = koma_outside(px, py, w, h, &nx, &ny);
            float a = art_clampf(0.5f - d, 0, 1);
            if (a <= 0) {
                art_put(s, x, y, (Rgb){0, 0, 0}, shade);
                continue;
            }
            Rgb col = koma_colour(k, px, py, d, nx * turn, ny * turn, w, h);
            float out = a + shade * (1 - a);
            art_put(s, x, y, (Rgb){col.r * a / out, col.g * a / out, col.b * a / out}, out);
        }
    return s;
}

/* The board's kaya: pale golden, its grain fine and even. */
static SDL_Surface *art_kaya(int size)
{
    return art_wood(size, size, (Rgb){0.94f, 0.79f, 0.49f}, (Rgb){0.82f, 0.62f, 0.33f}, 61);
}

/* Hasami Shogi's art: the board's wood and each side's koma, pointing
 * up and down: Black's 歩 in black ink, White's と in red on a slightly
 * warmer wood, as the usual set has them. */
static void art_hasami(const char *dir, const char *font_path)
{
    if (TTF_Init() != 0) {
        fprintf(stderr, "make_art: %s\n", TTF_GetError());
        exit(1);
    }
    TTF_Font *font = TTF_OpenFont(font_path, 240);
    if (!font) {
        fprintf(stderr, "make_art: cannot open %s: %s\n", font_path, TTF_GetError());
        exit(1);
    }
    art_save(art_kaya(512), dir, "kaya.png");
    KomaGlyph fu = koma_glyph(font, "\xe6\xad\xa9", 7), to = koma_glyph(font, "\xe3\x81\xa8", 9);
    static const char *const names[4] = {"koma_fu_up.png", "koma_fu_down.png", "koma_to_up.png", "koma_to_down.png"};
    for (int i = 0; i < 4; i++) {
        KomaLook k = {(Rgb){0.97f, 0.84f, 0.58f}, (Rgb){0.07f, 0.05f, 0.04f}, &fu, 0.50f, i & 1, 701};
        if (i >= 2)
            k = (KomaLook){(Rgb){0.93f, 0.76f, 0.50f}, (Rgb){0.74f, 0.08f, 0.06f}, &to, 0.44f, i & 1, 702};
        art_save(art_koma(160, &k), dir, names[i]);
    }
    free(fu.a);
    free(to.a);
    TTF_CloseFont(font);
    TTF_Quit();
}

/* Khan's art: a board of carved stone squares (the game's cells of power
 * 1, 2 and 3), turned and lacquered pieces seen a little from the front,
 * and the Khan, a golden sun. */

/* How far (x, y) lies outside a square of half side `half` with corners
 * rounded to `round`, centred on the origin (negative inside), and in
 * (*gx, *gy) the direction away from it. */
static float khan_box(float x, float y, float half, float round, float *gx, float *gy)
{
    float qx = fabsf(x) - (half - round), qy = fabsf(y) - (half - round);
    float ox = fmaxf(qx, 0), oy = fmaxf(qy, 0), out = sqrtf(ox * ox + oy * oy);
    if (out > 0) {
        *gx = ox / out * (x < 0 ? -1.0f : 1.0f);
        *gy = oy / out * (y < 0 ? -1.0f : 1.0f);
    } else if (qx > qy) {
        *gx = x < 0 ? -1.0f : 1.0f;
        *gy = 0;
    } else {
        *gx = 0;
        *gy = y < 0 ? -1.0f : 1.0f;
    }
    return out + fminf(fmaxf(qx, qy), 0) - round;
}

/* A square of fine-grained stone, polished, its edges bevelled so each
 * square reads as a stone of its own, with `power` square grooves cut
 * along its edges, one inside the other: they lie where a piece leaves
 * the square bare (its corners and rim), so a square's power reads at a
 * glance even under a piece.  The grooves are V-cut: the wall facing the
 * light (top left) is lit, the other in shade. */
static SDL_Surface *art_khan_tile(int size, int power, Rgb stone, uint32_t seed)
{
    SDL_Surface *s = art_surface(size, size);
    float half = (float)size / 2;
    const float lx = -0.45f, ly = -0.55f;
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float px = ((float)x + 0.5f - half) / half, py = ((float)y + 0.5f - half) / half;
            float u = (float)x / (float)size, v = (float)y / (float)size;
            float cloud = art_fbm(u * 3, v * 3, seed, 3, 3, 4);
            float grain = art_fbm(u * 24, v * 24, seed + 3, 24, 24, 2);
            float speck = art_clampf((art_noise(u * 90, v * 90, seed + 7, 90, 90) - 0.78f) * 5, 0, 1);
            float k = 0.90f + 0.16f * (cloud - 0.5f) + 0.08f * (grain - 0.5f);
            Rgb col = {stone.r * k, stone.g * k, stone.b * k};
            col = art_mix(col, (Rgb){stone.r * 0.55f, stone.g * 0.55f, stone.b * 0.55f}, speck * 0.5f);
            float gx, gy, edge = -khan_box(px, py, 1, 0.06f, &gx, &gy);
            if (edge < 0.06f) { /* the bevel: lit towards the light, shaded away */
                float lit = -(gx * lx + gy * ly), t = 1 - edge / 0.06f;
                col = art_mix(col, lit > 0 ? (Rgb){1, 0.98f, 0.94f} : (Rgb){0.10f, 0.09f, 0.08f},
                              art_clampf(fabsf(lit) * t * 0.75f, 0, 0.6f));
                if (edge < 0.015f)
                    col = art_mix(col, (Rgb){0.08f, 0.07f, 0.06f}, 0.6f);
            }
            for (int g = 0; g < power; g++) {
                float inset = 0.15f + 0.105f * (float)g, w = 0.034f;
                float d = khan_box(px, py, 1 - inset, 0.10f, &gx, &gy), t = d / w;
                if (fabsf(t) >= 1)
                    continue;
                /* The wall the light falls on: outward-facing inside the
                 * centre line, inward-facing beyond it. */
                float lit = (t < 0 ? 1.0f : -1.0f) * (gx * lx + gy * ly);
                Rgb wall = lit > 0 ? (Rgb){stone.r * 1.25f, stone.g * 1.25f, stone.b * 1.25f}
                                   : (Rgb){stone.r * 0.28f, stone.g * 0.27f, stone.b * 0.26f};
                Rgb cut = art_mix((Rgb){stone.r * 0.38f, stone.g * 0.37f, stone.b * 0.36f}, wall, fabsf(lit));
                col = art_mix(col, cut, art_clampf((1 - fabsf(t)) * 3.0f, 0, 1));
            }
            art_put(s, x, y, col, 1);
        }
    return s;
}

/* A Khan piece: a short turned cylinder of lacquered wood seen from above
 * and a little in front, its top face round, its side a band below it.
 * A sbire's top is a low dome in a turned groove; the Kalista's carries a
 * gold crown (a ring of studs round a raised gold boss), the queen at a
 * glance.  `fluted` cuts Ocre's rim so the sides differ without colour. */
typedef struct {
    Rgb base;
    int kalista, fluted;
    uint32_t seed;
} KhanPieceLook;

static Rgb khan_piece_top(const KhanPieceLook *p, float dx, float dy, float d, float grain)
{
    static const Rgb gold = {0.98f, 0.80f, 0.38f}, ebony = {0.10f, 0.06f, 0.04f};
    float nx = 0, ny = 0, z = 1;
    if (d > 0.84f) { /* the rounded rim */
        float u = (d - 0.84f) / 0.16f;
        nx = dx / d * u;
        ny = dy / d * u;
        z = sqrtf(art_clampf(1 - u * u, 0, 1));
    } else if (d < 0.56f) { /* the dome (a sbire's wood, a Kalista's gold boss) */
        float u = d / 0.56f * 0.62f;
        nx = dx / 0.56f * 0.62f;
        ny = dy / 0.56f * 0.62f;
        z = sqrtf(art_clampf(1 - u * u, 0, 1));
    }
    float spec, diff = art_light(nx, ny, z, 30, &spec);
    float k = 0.55f + 0.55f * diff + 0.10f * (grain - 0.5f);
    Rgb col = {p->base.r * k, p->base.g * k, p->base.b * k};
    float groove = fabsf(d - 0.66f);
    if (p->kalista) {
        if (d < 0.42f) /* the boss */
            col = (Rgb){gold.r * (0.45f + 0.7f * diff), gold.g * (0.45f + 0.7f * diff), gold.b * (0.45f + 0.7f * diff)};
        else if (d < 0.50f)
            col = art_mix(col, ebony, 0.85f);
        float a = atan2f(dy, dx) / 6.2831853f * 8.0f + 8.5f, f = a - floorf(a) - 0.5f;
        float sx = f * 6.2831853f / 8.0f * 0.66f, sy = d - 0.66f, stud = sqrtf(sx * sx + sy * sy);
        if (stud < 0.11f) { /* eight gold studs, the crown */
            float lit = 0.65f + 0.5f * art_clampf((-sx - sy) / 0.11f, -1, 1);
            col = art_mix(col, ebony, art_clampf((0.11f - stud) * 40, 0, 0.8f));
            col = art_mix(col, (Rgb){gold.r * lit, gold.g * lit, gold.b * lit}, art_clampf((0.085f - stud) * 40, 0, 1));
        }
    } else if (groove < 0.045f) { /* the turned groove, lit on its far side */
        col = art_mix(col, (Rgb){0, 0, 0}, (0.045f - groove) * 12 * (dy + dx < 0 ? 1.0f : 0.5f));
    }
    if (p->fluted && d > 0.84f) { /* twelve cuts across Ocre's rim */
        float a = atan2f(dy, dx) / 6.2831853f * 12.0f + 12.5f, cut = fabsf(a - floorf(a) - 0.5f);
        if (cut < 0.16f)
            col = art_mix(col, (Rgb){0.16f, 0.08f, 0.02f}, art_clampf((0.16f - cut) * 12, 0, 0.75f));
    }
    return art_mix(col, (Rgb){1, 1, 1}, spec * 0.7f);
}

/* The side of the cylinder, lit from the left, darker towards the table,
 * with a Kalista's gold band. */
static Rgb khan_piece_side(const KhanPieceLook *p, float dx, float down)
{
    float round = sqrtf(art_clampf(1 - dx * dx, 0, 1));
    float k = (0.30f + 0.45f * round - 0.25f * dx) * (1 - 0.35f * down);
    Rgb col = {p->base.r * k, p->base.g * k, p->base.b * k};
    if (p->kalista && down > 0.35f && down < 0.65f)
        col = (Rgb){0.98f * (k + 0.2f), 0.80f * (k + 0.2f), 0.38f * (k + 0.2f)};
    return col;
}

static SDL_Surface *art_khan_piece(int size, const KhanPieceLook *p)
{
    SDL_Surface *s = art_surface(size, size);
    float c = (float)size / 2, r = (float)size * 0.44f, top = (float)size * 0.45f, depth = (float)size * 0.085f;
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float fx = (float)x + 0.5f - c, fy = (float)y + 0.5f;
            float dx = fx / r, dy = (fy - top) / r, d = sqrtf(dx * dx + dy * dy);
            float grain = art_fbm((float)x * 0.04f, (float)y * 0.5f, p->seed, 64, 64, 3);
            /* The lowest centre whose circle holds the pixel: on the side
             * when below the top face and within the body's sweep. */
            float lift = fy - top - sqrtf(art_clampf(r * r - fx * fx, 0, r * r));
            if (d <= 1) {
                float edge = art_clampf((1 - d) * r * 0.9f, 0, 1);
                Rgb side = khan_piece_side(p, dx, 0);
                art_put(s, x, y, art_mix(side, khan_piece_top(p, dx, dy, d, grain), edge), 1);
            } else if (fabsf(fx) < r && lift > -1 && lift <= depth) {
                float aa = art_clampf((depth - lift) * 0.9f, 0, 1) * art_clampf((r - fabsf(fx)) * 0.9f, 0, 1);
                art_put(s, x, y, khan_piece_side(p, dx, art_clampf(lift / depth, 0, 1)), aa);
            } else {
                art_put(s, x, y, p->base, 0);
            }
        }
    return s;
}

/* The Khan: a golden sun, twelve pointed rays round a rim of bright
 * gold and a face of black lacquer, where the board writes the power it
 * commands.  Each ray is faceted along its ridge: one half lit, one in
 * shade. */
static SDL_Surface *art_khan_sun(int size)
{
    SDL_Surface *s = art_surface(size, size);
    float c = (float)size / 2, r = (float)size / 2 - 1.5f;
    static const Rgb gold = {0.98f, 0.76f, 0.30f}, black = {0.07f, 0.05f, 0.04f};
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            float dx = ((float)x + 0.5f - c) / r, dy = ((float)y + 0.5f - c) / r, d = sqrtf(dx * dx + dy * dy);
            float a = atan2f(dy, dx) / 6.2831853f * 12.0f + 12.5f, f = (a - floorf(a) - 0.5f) * 2;
            float ray = fmaxf(1.0f - 0.36f * fabsf(f), 0.72f);
            if (d > ray) {
                art_put(s, x, y, gold, 0);
                continue;
            }
            Rgb col;
            if (d < 0.58f) {
                float spec, diff = art_light(dx * 0.35f, dy * 0.35f, 1, 40, &spec);
                col = art_mix(black, (Rgb){0.30f, 0.24f, 0.20f}, diff * 0.25f);
                col = art_mix(col, (Rgb){1, 1, 1}, spec * 0.25f);
            } else if (d < 0.72f) { /* the rim, rounded */
                float u = (d - 0.65f) / 0.07f, spec;
                float diff = art_light(dx / d * u, dy / d * u, sqrtf(art_clampf(1 - u * u, 0, 1)), 20, &spec);
                float k = 0.45f + 0.7f * diff;
                col = art_mix((Rgb){gold.r * k, gold.g * k, gold.b * k}, (Rgb){1, 1, 1}, spec * 0.5f);
            } else { /* a ray: the facet towards the light lit */
                float tx = -dy / d, ty = dx / d, side = f < 0 ? -1.0f : 1.0f;
                float lit = -(tx * side * -0.45f + ty * side * -0.55f);
                float k = 0.78f + 0.32f * lit;
                col = (Rgb){gold.r * k, gold.g * k, gold.b * k};
            }
            float edge = art_clampf((ray - d) * r * 1.2f, 0, 1);
            art_put(s, x, y, col, edge);
        }
    return s;
}

/* Khan's set: the squares of each power in three greys of one stone
 * (paler for 1, darker for 3), the pieces, the Khan. */
static void art_khan(const char *dir)
{
    static const Rgb stone[3] = {{0.78f, 0.76f, 0.71f}, {0.66f, 0.64f, 0.60f}, {0.55f, 0.53f, 0.50f}};
    static const char *const tiles[3] = {"khan_cell1.png", "khan_cell2.png", "khan_cell3.png"};
    for (int p = 0; p < 3; p++)
        art_save(art_khan_tile(128, p + 1, stone[p], 801u + (uint32_t)p), dir, tiles[p]);
    static const Rgb rouge = {0.72f, 0.12f, 0.09f}, ocre = {0.92f, 0.64f, 0.22f};
    static const char *const pieces[4] = {"sbire_rouge.png", "sbire_ocre.png", "kalista_rouge.png", "kalista_ocre.png"};
    for (int i = 0; i < 4; i++) {
        KhanPieceLook p = {i & 1 ? ocre : rouge, i >= 2, i & 1, 811u + (uint32_t)i};
        art_save(art_khan_piece(128, &p), dir, pieces[i]);
    }
    art_save(art_khan_sun(96), dir, "khan_sun.png");
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : "assets/art";
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "make_art: %s\n", SDL_GetError());
        return 1;
    }
    art_save(art_wood(512, 512, (Rgb){0.78f, 0.53f, 0.30f}, (Rgb){0.52f, 0.31f, 0.15f}, 7), dir, "wood.png");
    art_save(art_wood(512, 512, (Rgb){0.60f, 0.38f, 0.20f}, (Rgb){0.36f, 0.20f, 0.09f}, 23), dir, "wood_dark.png");
    art_save(art_felt(256), dir, "felt.png");
    art_save(art_hollow(256, 256), dir, "pit.png");
    art_save(art_hollow(256, 640), dir, "store.png");
    art_save(art_shadow(64), dir, "shadow.png");
    static const Rgb seed_colours[] = {
        {0.93f, 0.86f, 0.70f}, /* ivory */
        {0.55f, 0.62f, 0.68f}, /* slate */
        {0.80f, 0.42f, 0.26f}, /* terracotta */
        {0.42f, 0.55f, 0.36f}, /* sage */
        {0.62f, 0.48f, 0.66f}, /* heather */
        {0.86f, 0.70f, 0.35f}, /* ochre */
    };
    for (int i = 0; i < 6; i++) {
        char name[32];
        snprintf(name, sizeof name, "seed%d.png", i);
        art_save(art_seed(64, seed_colours[i], 100u + (uint32_t)i), dir, name);
    }
    art_khan(dir);
    art_hasami(dir, argc > 2 ? argv[2] : KOMA_FONT);
    /* Oware's board: a darker, warmer plank (mahogany) with round cups,
     * and the grey nicker seeds of the real game. */
    art_save(art_wood(512, 512, (Rgb){0.50f, 0.25f, 0.13f}, (Rgb){0.29f, 0.12f, 0.05f}, 37), dir, "wood_red.png");
    art_save(art_cup(256), dir, "cup.png");
    static const Rgb nicker_colours[] = {
        {0.56f, 0.56f, 0.52f}, /* grey */
        {0.55f, 0.49f, 0.42f}, /* grey brown */
        {0.50f, 0.53f, 0.47f}, /* green grey */
        {0.62f, 0.60f, 0.55f}, /* pale grey */
        {0.47f, 0.42f, 0.36f}, /* dark grey brown */
        {0.55f, 0.53f, 0.45f}, /* olive grey */
    };
    for (int i = 0; i < 6; i++) {
        char name[32];
        snprintf(name, sizeof name, "nicker%d.png", i);
        art_save(art_nicker(80, nicker_colours[i], (float)i * 1.05f + 0.4f, 600u + (uint32_t)i), dir, name);
    }
    SDL_Surface *icon = art_icon_master(1024);
    static const int icon_sizes[] = {16, 24, 32, 48, 64, 128, 256};
    for (size_t i = 0; i < sizeof icon_sizes / sizeof icon_sizes[0]; i++) {
        char name[48];
        snprintf(name, sizeof name, "../icons/tabula-%d.png", icon_sizes[i]);
        art_save(art_shrink(icon, icon_sizes[i]), dir, name);
    }
    SDL_FreeSurface(icon);
    SDL_Quit();
    return 0;
}
