/*
 * render.c - sprites, text and shapes over SDL_Renderer (see render.h).
 *
 * Shapes are triangle fans through SDL_RenderGeometry with a one-pixel
 * feathered rim (vertex alpha falling to zero), which gives anti-aliased
 * edges on every renderer, the software one included.  Text is rendered
 * by SDL_ttf once per (font, size, colour, string) and kept in a small
 * cache, so a frame only copies textures.
 */
#include "render.h"

#include <SDL_image.h>
#include <SDL_opengl.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#define RENDER_TEXT_CACHE 192
#define RENDER_BOUNDS_DEPTH 4
/* The least a text may be shrunk to fit before it counts as too long. */
#define RENDER_FONT_CACHE 24
#define RENDER_ARC_STEPS 48
#define RENDER_PI 3.14159265f

typedef struct {
    FontId font;
    int px;
    SDL_Color c;
    char text[200];
    SDL_Texture *tex;
    int w, h;
    unsigned stamp;
} TextEntry;

typedef struct {
    FontId font;
    int px;
    TTF_Font *ttf;
} FontEntry;

typedef struct {
    SpriteId id;
    int w, h;
    float radius, v_span;
    SDL_Texture *tex;
    unsigned stamp;
} ShapeEntry;

#define RENDER_SHAPE_CACHE 8

struct Render {
    SDL_Renderer *sdl;
    SDL_Texture *sprite[SPRITE_COUNT];
    char font_path[FONT_COUNT][1024];
    FontEntry fonts[RENDER_FONT_CACHE];
    int nfonts;
    TextEntry text[RENDER_TEXT_CACHE];
    unsigned stamp;
    int w, h;
    float pixel_ratio;    /* output pixels per window point */
    ShapeEntry shape[RENDER_SHAPE_CACHE];
    float text_scale;     /* 1, or more with the larger-text setting */
    int text_overflows;   /* texts that did not fit their space (tests) */
    char overflow_list[600]; /* the first few of them, " | " between */
    SDL_Texture *layer;      /* what is shown: the base and the part */
    SDL_Texture *layer_base; /* what render_layer_begin's caller drew */
    int layer_w, layer_h;
    uint64_t layer_key;
    int layer_valid;
    int layer_target;      /* drawing into the layer now */
    /* The layer's part drawn apart (render_layer_part_*). */
    SDL_Rect part_rect;
    uint64_t part_key;
    int part_valid;
    int part_drawn;        /* part_rect holds a part drawn since the layer */
    /* The clip rectangle the caller set (render_set_clip), kept across
     * the render target switches that reset SDL's. */
    SDL_Rect clip;
    int clip_on;
    /* The boxes text must stay inside (render_bounds_push), innermost
     * last; the window when there is none. */
    SDL_FRect bounds[RENDER_BOUNDS_DEPTH];
    int nbounds;
    /* While recording, drawing calls hash what they would draw. */
    int recording;
    uint64_t record_hash;
    /* With a GL renderer: a flush and, where the driver has fences, one
     * after the last submitted drawing to tell when it is rasterised. */
    void (*gl_flush)(void);
    GLsync (*gl_fence)(GLenum, GLbitfield);
    GLenum (*gl_wait)(GLsync, GLbitfield, GLuint64);
    void (*gl_delete)(GLsync);
    GLsync fence;
};

const SDL_Color render_ink = {250, 240, 222, 255};
const SDL_Color render_dim = {200, 184, 160, 255};
const SDL_Color render_gold = {255, 208, 96, 255};

static const char *const render_sprite_files[SPRITE_COUNT] = {
    "art/wood.png", "art/wood_dark.png", "art/felt.png", "art/pit.png", "art/store.png", "art/shadow.png",
    "art/seed0.png", "art/seed1.png", "art/seed2.png", "art/seed3.png", "art/seed4.png", "art/seed5.png",
    "art/sbire_rouge.png", "art/sbire_ocre.png",
    "art/kalista_rouge.png", "art/kalista_ocre.png",
    "art/kaya.png", "art/koma_fu_up.png", "art/koma_fu_down.png", "art/koma_to_up.png", "art/koma_to_down.png",
    "art/wood_red.png", "art/cup.png",
    "art/nicker0.png", "art/nicker1.png", "art/nicker2.png", "art/nicker3.png", "art/nicker4.png", "art/nicker5.png",
    "art/khan_cell1.png", "art/khan_cell2.png", "art/khan_cell3.png", "art/khan_sun.png",
};

static const char *const render_font_files[FONT_COUNT] = {
    "fonts/DejaVuSans.ttf",
    "fonts/DejaVuSans-Bold.ttf",
    "fonts/DejaVuSerif-Bold.ttf",
};

Render *render_create(SDL_Renderer *sdl, const char *asset_dir, char *err, size_t errlen)
{
    Render *r = SDL_calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    r->sdl = sdl;
    r->text_scale = 1;
    for (int i = 0; i < SPRITE_COUNT; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s", asset_dir, render_sprite_files[i]);
        r->sprite[i] = IMG_LoadTexture(sdl, path);
        if (!r->sprite[i]) {
            snprintf(err, errlen, "cannot load %s: %s", path, IMG_GetError());
            render_destroy(r);
            return NULL;
        }
        SDL_SetTextureBlendMode(r->sprite[i], SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(r->sprite[i], SDL_ScaleModeLinear);
    }
    for (int i = 0; i < FONT_COUNT; i++) {
        snprintf(r->font_path[i], sizeof r->font_path[i], "%s/%s", asset_dir, render_font_files[i]);
        TTF_Font *probe = TTF_OpenFont(r->font_path[i], 12);
        if (!probe) {
            snprintf(err, errlen, "cannot load %s: %s", r->font_path[i], TTF_GetError());
            render_destroy(r);
            return NULL;
        }
        TTF_CloseFont(probe);
    }
    SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_BLEND);
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(sdl, &info) == 0 && strncmp(info.name, "opengl", 6) == 0) {
        r->gl_flush = (void (*)(void))SDL_GL_GetProcAddress("glFlush");
        if (SDL_GL_ExtensionSupported("GL_ARB_sync")) {
            r->gl_fence = (GLsync(*)(GLenum, GLbitfield))SDL_GL_GetProcAddress("glFenceSync");
            r->gl_wait = (GLenum(*)(GLsync, GLbitfield, GLuint64))SDL_GL_GetProcAddress("glClientWaitSync");
            r->gl_delete = (void (*)(GLsync))SDL_GL_GetProcAddress("glDeleteSync");
            if (!r->gl_fence || !r->gl_wait || !r->gl_delete)
                r->gl_fence = NULL;
        }
    }
    render_begin(r);
    return r;
}

static void render_drop_fence(Render *r)
{
    if (r->fence)
        r->gl_delete(r->fence);
    r->fence = NULL;
}

void render_destroy(Render *r)
{
    if (!r)
        return;
    for (int i = 0; i < SPRITE_COUNT; i++)
        if (r->sprite[i])
            SDL_DestroyTexture(r->sprite[i]);
    for (int i = 0; i < r->nfonts; i++)
        TTF_CloseFont(r->fonts[i].ttf);
    for (int i = 0; i < RENDER_TEXT_CACHE; i++)
        if (r->text[i].tex)
            SDL_DestroyTexture(r->text[i].tex);
    if (r->layer)
        SDL_DestroyTexture(r->layer);
    if (r->layer_base)
        SDL_DestroyTexture(r->layer_base);
    render_drop_fence(r);
    for (int i = 0; i < RENDER_SHAPE_CACHE; i++)
        if (r->shape[i].tex)
            SDL_DestroyTexture(r->shape[i].tex);
    SDL_free(r);
}

SDL_Renderer *render_sdl(Render *r) { return r->sdl; }

void render_begin(Render *r)
{
    r->nbounds = 0;
    if (SDL_GetRendererOutputSize(r->sdl, &r->w, &r->h) != 0 || r->w <= 0 || r->h <= 0) {
        r->w = 1280;
        r->h = 720;
    }
    int ww = 0, wh = 0;
    SDL_Window *win = SDL_RenderGetWindow(r->sdl);
    if (win)
        SDL_GetWindowSize(win, &ww, &wh);
    r->pixel_ratio = ww > 0 ? (float)r->w / (float)ww : 1.0f;
    if (r->pixel_ratio < 1)
        r->pixel_ratio = 1;
    r->stamp++;
}

void render_submit(Render *r)
{
    SDL_RenderFlush(r->sdl);
    render_drop_fence(r);
    if (r->gl_fence)
        r->fence = r->gl_fence(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
    /* SDL only queues the commands with the driver; a GL flush starts the
     * rasteriser (a software one works on its own threads meanwhile). */
    if (r->gl_flush)
        r->gl_flush();
}

int render_pending(Render *r)
{
    if (!r->gl_fence)
        return -1;
    if (!r->fence)
        return 0;
    if (r->gl_wait(r->fence, 0, 0) == GL_TIMEOUT_EXPIRED)
        return 1;
    render_drop_fence(r);
    return 0;
}

int render_width(const Render *r) { return r->w; }
int render_height(const Render *r) { return r->h; }
float render_unit(const Render *r) { return (float)(r->w < r->h ? r->w : r->h) / 100.0f; }
float render_pixel_ratio(const Render *r) { return r->pixel_ratio; }

float render_size(const Render *r, float units, float least_pt)
{
    float px = units * render_unit(r), least = least_pt * r->pixel_ratio;
    return px > least ? px : least;
}

static void render_apply_clip(Render *r) { SDL_RenderSetClipRect(r->sdl, r->clip_on ? &r->clip : NULL); }

static void render_set_clip(Render *r, const SDL_Rect *rc)
{
    r->clip_on = rc != NULL;
    if (rc)
        r->clip = *rc;
    render_apply_clip(r);
}

static void render_hash_bytes(Render *r, const void *data, size_t n)
{
    const unsigned char *b = data;
    for (size_t i = 0; i < n; i++)
        r->record_hash = (r->record_hash ^ b[i]) * 1099511628211ULL;
}

/* Recording: a drawing call adds its kind and arguments to the hash and
 * draws nothing.  Returns 1 when the caller must stop there. */
static int render_recorded(Render *r, int kind, const float *f, int nf, SDL_Color c)
{
    if (!r->recording)
        return 0;
    render_hash_bytes(r, &kind, sizeof kind);
    render_hash_bytes(r, f, sizeof *f * (size_t)nf);
    const unsigned char rgba[4] = {c.r, c.g, c.b, c.a};
    render_hash_bytes(r, rgba, sizeof rgba);
    return 1;
}

static const SDL_Color render_no_color = {0, 0, 0, 0};

void render_record_begin(Render *r)
{
    r->recording = 1;
    r->record_hash = 1469598103934665603ULL;
}

uint64_t render_record_end(Render *r)
{
    r->recording = 0;
    return r->record_hash;
}

void render_sprite(Render *r, SpriteId id, SDL_FRect dst, Uint8 alpha)
{
    if (render_recorded(r, 1, (const float[]){(float)id, dst.x, dst.y, dst.w, dst.h}, 5,
                        (SDL_Color){255, 255, 255, alpha}))
        return;
    SDL_SetTextureAlphaMod(r->sprite[id], alpha);
    SDL_SetTextureColorMod(r->sprite[id], 255, 255, 255);
    SDL_RenderCopyF(r->sdl, r->sprite[id], NULL, &dst);
}

void render_sprite_tinted(Render *r, SpriteId id, SDL_FRect dst, SDL_Color tint)
{
    if (render_recorded(r, 1, (const float[]){(float)id, dst.x, dst.y, dst.w, dst.h}, 5, tint))
        return;
    SDL_SetTextureAlphaMod(r->sprite[id], tint.a);
    SDL_SetTextureColorMod(r->sprite[id], tint.r, tint.g, tint.b);
    SDL_RenderCopyF(r->sdl, r->sprite[id], NULL, &dst);
}

void render_tiled(Render *r, SpriteId id, SDL_FRect dst, float tile)
{
    if (tile < 8)
        tile = 8;
    if (render_recorded(r, 2, (const float[]){(float)id, dst.x, dst.y, dst.w, dst.h, tile}, 6, render_no_color))
        return;
    SDL_Rect clip = {(int)floorf(dst.x), (int)floorf(dst.y), (int)ceilf(dst.w), (int)ceilf(dst.h)};
    if (r->clip_on && !SDL_IntersectRect(&clip, &r->clip, &clip))
        return;
    SDL_RenderSetClipRect(r->sdl, &clip);
    SDL_SetTextureAlphaMod(r->sprite[id], 255);
    SDL_SetTextureColorMod(r->sprite[id], 255, 255, 255);
    for (float y = dst.y; y < dst.y + dst.h; y += tile)
        for (float x = dst.x; x < dst.x + dst.w; x += tile) {
            SDL_FRect t = {x, y, tile + 0.5f, tile + 0.5f};
            SDL_RenderCopyF(r->sdl, r->sprite[id], NULL, &t);
        }
    render_apply_clip(r);
}

void render_fill_rect(Render *r, SDL_FRect rect, SDL_Color c)
{
    if (render_recorded(r, 3, (const float[]){rect.x, rect.y, rect.w, rect.h}, 4, c))
        return;
    SDL_SetRenderDrawColor(r->sdl, c.r, c.g, c.b, c.a);
    SDL_RenderFillRectF(r->sdl, &rect);
}

static SDL_Vertex render_vertex(float x, float y, SDL_Color c)
{
    SDL_Vertex v = {{x, y}, c, {0, 0}};
    return v;
}

/* Fills the outline pts[0..n) (convex, in order) with a feathered rim of
 * `feather` pixels outwards from the centre (cx, cy). */
static void render_convex(Render *r, const SDL_FPoint *pts, int n, float cx, float cy, float feather, SDL_Color c)
{
    enum { MAXP = 4 * (RENDER_ARC_STEPS / 4 + 1) + 4 };
    SDL_Vertex v[1 + 2 * MAXP];
    int idx[9 * MAXP];
    int nv = 0, ni = 0;
    SDL_Color clear = c;
    clear.a = 0;
    v[nv++] = render_vertex(cx, cy, c);
    for (int i = 0; i < n; i++) {
        float dx = pts[i].x - cx, dy = pts[i].y - cy, len = sqrtf(dx * dx + dy * dy);
        float ox = len > 0 ? dx / len * feather : 0, oy = len > 0 ? dy / len * feather : 0;
        v[nv++] = render_vertex(pts[i].x - ox * 0.5f, pts[i].y - oy * 0.5f, c);
        v[nv++] = render_vertex(pts[i].x + ox * 0.5f, pts[i].y + oy * 0.5f, clear);
    }
    for (int i = 0; i < n; i++) {
        int a = 1 + 2 * i, b = 1 + 2 * ((i + 1) % n);
        idx[ni++] = 0, idx[ni++] = a, idx[ni++] = b;
        idx[ni++] = a, idx[ni++] = a + 1, idx[ni++] = b;
        idx[ni++] = b, idx[ni++] = a + 1, idx[ni++] = b + 1;
    }
    SDL_RenderGeometry(r->sdl, NULL, v, nv, idx, ni);
}

static int render_rounded_points(SDL_FRect rc, float rad, SDL_FPoint *pts)
{
    float maxr = (rc.w < rc.h ? rc.w : rc.h) / 2;
    if (rad > maxr)
        rad = maxr;
    if (rad < 0)
        rad = 0;
    const int q = RENDER_ARC_STEPS / 4;
    const float cxs[4] = {rc.x + rc.w - rad, rc.x + rad, rc.x + rad, rc.x + rc.w - rad};
    const float cys[4] = {rc.y + rc.h - rad, rc.y + rc.h - rad, rc.y + rad, rc.y + rad};
    int n = 0;
    for (int corner = 0; corner < 4; corner++)
        for (int k = 0; k <= q; k++) {
            float a = ((float)corner + (float)k / (float)q) * RENDER_PI / 2;
            pts[n].x = cxs[corner] + cosf(a) * rad;
            pts[n].y = cys[corner] + sinf(a) * rad;
            n++;
        }
    return n;
}

void render_rounded(Render *r, SDL_FRect rc, float radius, SDL_Color c)
{
    if (render_recorded(r, 4, (const float[]){rc.x, rc.y, rc.w, rc.h, radius}, 5, c))
        return;
    SDL_FPoint pts[4 * (RENDER_ARC_STEPS / 4 + 1)];
    int n = render_rounded_points(rc, radius, pts);
    render_convex(r, pts, n, rc.x + rc.w / 2, rc.y + rc.h / 2, 1.2f, c);
}

static void render_rounded_geometry(Render *r, SpriteId id, SDL_FRect rc, float radius, float v_span)
{
    SDL_FPoint pts[4 * (RENDER_ARC_STEPS / 4 + 1)];
    int n = render_rounded_points(rc, radius, pts);
    SDL_Vertex v[1 + 4 * (RENDER_ARC_STEPS / 4 + 1)];
    int idx[3 * 4 * (RENDER_ARC_STEPS / 4 + 1)], ni = 0;
    SDL_Color white = {255, 255, 255, 255};
    if (v_span <= 0 || v_span > 1)
        v_span = 1;
    v[0] = render_vertex(rc.x + rc.w / 2, rc.y + rc.h / 2, white);
    v[0].tex_coord.x = 0.5f;
    v[0].tex_coord.y = 0.5f * v_span;
    for (int i = 0; i < n; i++) {
        v[1 + i] = render_vertex(pts[i].x, pts[i].y, white);
        v[1 + i].tex_coord.x = (pts[i].x - rc.x) / rc.w;
        v[1 + i].tex_coord.y = (pts[i].y - rc.y) / rc.h * v_span;
    }
    for (int i = 0; i < n; i++) {
        idx[ni++] = 0;
        idx[ni++] = 1 + i;
        idx[ni++] = 1 + (i + 1) % n;
    }
    SDL_SetTextureAlphaMod(r->sprite[id], 255);
    SDL_SetTextureColorMod(r->sprite[id], 255, 255, 255);
    SDL_RenderGeometry(r->sdl, r->sprite[id], v, 1 + n, idx, ni);
}

/* A textured shape into a render target of its size: the texture
 * stretched over the whole, then the corners outside the rounding made
 * transparent again.  The software renderer's textured triangles leave
 * some shapes empty (a board at one size, a small stand), its plain
 * copies and untextured triangles never. */
static void render_rounded_stamp(Render *r, SpriteId id, SDL_FRect rc, float radius, float v_span)
{
    int tw = 0, th = 0;
    SDL_QueryTexture(r->sprite[id], NULL, NULL, &tw, &th);
    if (v_span <= 0 || v_span > 1)
        v_span = 1;
    SDL_Rect src = {0, 0, tw, (int)((float)th * v_span)};
    SDL_SetTextureAlphaMod(r->sprite[id], 255);
    SDL_SetTextureColorMod(r->sprite[id], 255, 255, 255);
    SDL_RenderCopyF(r->sdl, r->sprite[id], &src, &rc);
    SDL_FPoint pts[4 * (RENDER_ARC_STEPS / 4 + 1)];
    int n = render_rounded_points(rc, radius, pts), q = RENDER_ARC_STEPS / 4 + 1;
    /* Each corner's arc against the rectangle's corner, in the arc's order. */
    const SDL_FPoint tip[4] = {{rc.x + rc.w, rc.y + rc.h}, {rc.x, rc.y + rc.h}, {rc.x, rc.y}, {rc.x + rc.w, rc.y}};
    SDL_Color clear = {0, 0, 0, 0};
    SDL_BlendMode was;
    SDL_GetRenderDrawBlendMode(r->sdl, &was);
    SDL_SetRenderDrawBlendMode(r->sdl, SDL_BLENDMODE_NONE);
    for (int c = 0; c < 4 && (c + 1) * q <= n; c++) {
        SDL_Vertex v[1 + RENDER_ARC_STEPS / 4 + 1];
        int idx[3 * (RENDER_ARC_STEPS / 4)], ni = 0;
        v[0] = render_vertex(tip[c].x, tip[c].y, clear);
        for (int k = 0; k < q; k++)
            v[1 + k] = render_vertex(pts[c * q + k].x, pts[c * q + k].y, clear);
        for (int k = 0; k + 1 < q; k++) {
            idx[ni++] = 0;
            idx[ni++] = 1 + k;
            idx[ni++] = 2 + k;
        }
        SDL_RenderGeometry(r->sdl, NULL, v, 1 + q, idx, ni);
    }
    SDL_SetRenderDrawBlendMode(r->sdl, was);
}

/* Textured shapes are drawn once into a texture of their own size and
 * copied from then on: it is faster, and the software renderer draws
 * textured geometry reliably only into a render target. */
/* A cached shape is copied pixel for pixel at a whole position: sampling
 * the nearest texel then costs the rasteriser least. */
static void render_shape_copy(Render *r, SDL_Texture *tex, SDL_FRect rc, int w, int h)
{
    SDL_FRect dst = {floorf(rc.x + 0.5f), floorf(rc.y + 0.5f), (float)w, (float)h};
    SDL_RenderCopyF(r->sdl, tex, NULL, &dst);
}

void render_rounded_textured(Render *r, SpriteId id, SDL_FRect rc, float radius, float v_span)
{
    int w = (int)ceilf(rc.w), h = (int)ceilf(rc.h);
    if (w <= 0 || h <= 0)
        return;
    if (render_recorded(r, 5, (const float[]){(float)id, rc.x, rc.y, rc.w, rc.h, radius, v_span}, 7, render_no_color))
        return;
    ShapeEntry *victim = &r->shape[0];
    for (int i = 0; i < RENDER_SHAPE_CACHE; i++) {
        ShapeEntry *e = &r->shape[i];
        if (e->tex && e->id == id && e->w == w && e->h == h && e->radius == radius && e->v_span == v_span) {
            e->stamp = r->stamp;
            render_shape_copy(r, e->tex, rc, w, h);
            return;
        }
        if (!e->tex || e->stamp < victim->stamp)
            victim = e;
    }
    if (victim->tex)
        SDL_DestroyTexture(victim->tex);
    victim->tex = SDL_CreateTexture(r->sdl, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    SDL_Texture *old = SDL_GetRenderTarget(r->sdl);
    if (!victim->tex || SDL_SetRenderTarget(r->sdl, victim->tex) != 0) {
        if (victim->tex)
            SDL_DestroyTexture(victim->tex);
        victim->tex = NULL;
        render_rounded_geometry(r, id, rc, radius, v_span);
        return;
    }
    SDL_SetTextureBlendMode(victim->tex, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r->sdl, 0, 0, 0, 0);
    SDL_RenderClear(r->sdl);
    render_rounded_stamp(r, id, (SDL_FRect){0, 0, rc.w, rc.h}, radius, v_span);
    SDL_SetRenderTarget(r->sdl, old);
    render_apply_clip(r); /* a switch of target drops it */
    victim->id = id;
    victim->w = w;
    victim->h = h;
    victim->radius = radius;
    victim->v_span = v_span;
    victim->stamp = r->stamp;
    SDL_SetTextureScaleMode(victim->tex, SDL_ScaleModeNearest);
    render_shape_copy(r, victim->tex, rc, w, h);
}

void render_rounded_outline(Render *r, SDL_FRect rc, float radius, float width, SDL_Color c)
{
    if (render_recorded(r, 6, (const float[]){rc.x, rc.y, rc.w, rc.h, radius, width}, 6, c))
        return;
    SDL_FPoint outer[4 * (RENDER_ARC_STEPS / 4 + 1)], inner[4 * (RENDER_ARC_STEPS / 4 + 1)];
    int n = render_rounded_points(rc, radius, outer);
    SDL_FRect in = {rc.x + width, rc.y + width, rc.w - 2 * width, rc.h - 2 * width};
    render_rounded_points(in, radius - width > 0 ? radius - width : 0, inner);
    SDL_Vertex v[2 * 4 * (RENDER_ARC_STEPS / 4 + 1)];
    int idx[6 * 4 * (RENDER_ARC_STEPS / 4 + 1)], ni = 0;
    for (int i = 0; i < n; i++) {
        v[2 * i] = render_vertex(outer[i].x, outer[i].y, c);
        v[2 * i + 1] = render_vertex(inner[i].x, inner[i].y, c);
    }
    for (int i = 0; i < n; i++) {
        int a = 2 * i, b = 2 * ((i + 1) % n);
        idx[ni++] = a, idx[ni++] = a + 1, idx[ni++] = b;
        idx[ni++] = b, idx[ni++] = a + 1, idx[ni++] = b + 1;
    }
    SDL_RenderGeometry(r->sdl, NULL, v, 2 * n, idx, ni);
}

void render_vignette(Render *r, SDL_FRect rc, float inset, Uint8 alpha)
{
    if (render_recorded(r, 7, (const float[]){rc.x, rc.y, rc.w, rc.h, inset}, 5, (SDL_Color){0, 0, 0, alpha}))
        return;
    float d = (rc.w < rc.h ? rc.w : rc.h) * inset;
    SDL_Color dark = {0, 0, 0, alpha}, clear = {0, 0, 0, 0};
    SDL_Vertex v[8] = {
        render_vertex(rc.x, rc.y, dark),
        render_vertex(rc.x + rc.w, rc.y, dark),
        render_vertex(rc.x + rc.w, rc.y + rc.h, dark),
        render_vertex(rc.x, rc.y + rc.h, dark),
        render_vertex(rc.x + d, rc.y + d, clear),
        render_vertex(rc.x + rc.w - d, rc.y + d, clear),
        render_vertex(rc.x + rc.w - d, rc.y + rc.h - d, clear),
        render_vertex(rc.x + d, rc.y + rc.h - d, clear),
    };
    int idx[24], n = 0;
    for (int i = 0; i < 4; i++) {
        int j = (i + 1) % 4;
        idx[n++] = i, idx[n++] = j, idx[n++] = 4 + i;
        idx[n++] = j, idx[n++] = 4 + j, idx[n++] = 4 + i;
    }
    SDL_RenderGeometry(r->sdl, NULL, v, 8, idx, n);
}

void render_disc(Render *r, float cx, float cy, float radius, SDL_Color c)
{
    if (render_recorded(r, 8, (const float[]){cx, cy, radius}, 3, c))
        return;
    SDL_FPoint pts[RENDER_ARC_STEPS];
    for (int i = 0; i < RENDER_ARC_STEPS; i++) {
        float a = (float)i * 2 * RENDER_PI / RENDER_ARC_STEPS;
        pts[i].x = cx + cosf(a) * radius;
        pts[i].y = cy + sinf(a) * radius;
    }
    render_convex(r, pts, RENDER_ARC_STEPS, cx, cy, 1.2f, c);
}

void render_ring(Render *r, float cx, float cy, float radius, float width, SDL_Color c)
{
    if (render_recorded(r, 9, (const float[]){cx, cy, radius, width}, 4, c))
        return;
    SDL_Vertex v[4 * RENDER_ARC_STEPS];
    int idx[18 * RENDER_ARC_STEPS], ni = 0;
    SDL_Color clear = c;
    clear.a = 0;
    float rin = radius - width / 2, rout = radius + width / 2;
    for (int i = 0; i < RENDER_ARC_STEPS; i++) {
        float a = (float)i * 2 * RENDER_PI / RENDER_ARC_STEPS, ca = cosf(a), sa = sinf(a);
        v[4 * i + 0] = render_vertex(cx + ca * (rin - 0.8f), cy + sa * (rin - 0.8f), clear);
        v[4 * i + 1] = render_vertex(cx + ca * rin, cy + sa * rin, c);
        v[4 * i + 2] = render_vertex(cx + ca * rout, cy + sa * rout, c);
        v[4 * i + 3] = render_vertex(cx + ca * (rout + 0.8f), cy + sa * (rout + 0.8f), clear);
    }
    for (int i = 0; i < RENDER_ARC_STEPS; i++) {
        int a = 4 * i, b = 4 * ((i + 1) % RENDER_ARC_STEPS);
        for (int k = 0; k < 3; k++) {
            idx[ni++] = a + k, idx[ni++] = a + k + 1, idx[ni++] = b + k;
            idx[ni++] = b + k, idx[ni++] = a + k + 1, idx[ni++] = b + k + 1;
        }
    }
    SDL_RenderGeometry(r->sdl, NULL, v, 4 * RENDER_ARC_STEPS, idx, ni);
}

void render_arc(Render *r, float cx, float cy, float radius, float width, float a0, float a1, SDL_Color c)
{
    if (render_recorded(r, 10, (const float[]){cx, cy, radius, width, a0, a1}, 6, c))
        return;
    enum { STEPS = 32 };
    SDL_Vertex v[2 * (STEPS + 1)];
    int idx[6 * STEPS], ni = 0;
    float rin = radius - width / 2, rout = radius + width / 2;
    for (int i = 0; i <= STEPS; i++) {
        float t = (float)i / STEPS, a = a0 + (a1 - a0) * t, ca = cosf(a), sa = sinf(a);
        SDL_Color k = c;
        k.a = (Uint8)((float)c.a * t);
        v[2 * i] = render_vertex(cx + ca * rin, cy + sa * rin, k);
        v[2 * i + 1] = render_vertex(cx + ca * rout, cy + sa * rout, k);
    }
    for (int i = 0; i < STEPS; i++) {
        int a = 2 * i, b = 2 * i + 2;
        idx[ni++] = a, idx[ni++] = a + 1, idx[ni++] = b;
        idx[ni++] = b, idx[ni++] = a + 1, idx[ni++] = b + 1;
    }
    SDL_RenderGeometry(r->sdl, NULL, v, 2 * (STEPS + 1), idx, ni);
}

static TTF_Font *render_font(Render *r, FontId font, int px)
{
    for (int i = 0; i < r->nfonts; i++)
        if (r->fonts[i].font == font && r->fonts[i].px == px)
            return r->fonts[i].ttf;
    TTF_Font *f = TTF_OpenFont(r->font_path[font], px);
    if (!f)
        return NULL;
    if (r->nfonts == RENDER_FONT_CACHE) { /* rare: sizes change with the window */
        TTF_CloseFont(r->fonts[0].ttf);
        memmove(r->fonts, r->fonts + 1, sizeof r->fonts[0] * (RENDER_FONT_CACHE - 1));
        r->nfonts--;
    }
    r->fonts[r->nfonts].font = font;
    r->fonts[r->nfonts].px = px;
    r->fonts[r->nfonts].ttf = f;
    r->nfonts++;
    return f;
}

/* The cached texture of a string, rendering it on a miss (the least
 * recently used entry is replaced). */
static TextEntry *render_text_entry(Render *r, FontId font, float pxf, const char *text, SDL_Color c)
{
    int px = (int)(pxf * r->text_scale + 0.5f);
    if (px < 6)
        px = 6;
    if (!text[0] || strlen(text) >= sizeof r->text[0].text)
        return NULL;
    TextEntry *victim = &r->text[0];
    for (int i = 0; i < RENDER_TEXT_CACHE; i++) {
        TextEntry *e = &r->text[i];
        if (e->tex && e->font == font && e->px == px && e->c.r == c.r && e->c.g == c.g && e->c.b == c.b &&
            e->c.a == c.a && strcmp(e->text, text) == 0) {
            e->stamp = r->stamp;
            return e;
        }
        if (!e->tex || e->stamp < victim->stamp)
            victim = e;
    }
    TTF_Font *f = render_font(r, font, px);
    if (!f)
        return NULL;
    SDL_Surface *s = TTF_RenderUTF8_Blended(f, text, c);
    if (!s)
        return NULL;
    SDL_Texture *t = SDL_CreateTextureFromSurface(r->sdl, s);
    if (!t) {
        SDL_FreeSurface(s);
        return NULL;
    }
    /* Drawn pixel for pixel at whole positions: sampling the nearest texel
     * gives the same picture for less of the rasteriser's time. */
    SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest);
    if (victim->tex)
        SDL_DestroyTexture(victim->tex);
    victim->font = font;
    victim->px = px;
    victim->c = c;
    snprintf(victim->text, sizeof victim->text, "%s", text);
    victim->tex = t;
    victim->w = s->w;
    victim->h = s->h;
    victim->stamp = r->stamp;
    SDL_FreeSurface(s);
    return victim;
}

/* Notes a text that did not fit (the first few different ones kept, for
 * the message). */
static void render_overflow(Render *r, const char *text)
{
    r->text_overflows++;
    size_t used = strlen(r->overflow_list);
    if (strstr(r->overflow_list, text) || used + strlen(text) + 4 >= sizeof r->overflow_list)
        return;
    snprintf(r->overflow_list + used, sizeof r->overflow_list - used, "%s%s", used ? " | " : "", text);
}

/* A text drawn past its box or the window is cut or spills over its
 * neighbours: counted as not fitting.  A line's box holds the font's
 * ascent and descent, so a little of its bottom may pass the box unseen. */
static void render_check_bounds(Render *r, const char *text, SDL_FRect t)
{
    int top = r->nbounds < RENDER_BOUNDS_DEPTH ? r->nbounds : RENDER_BOUNDS_DEPTH;
    SDL_FRect b = top ? r->bounds[top - 1] : (SDL_FRect){0, 0, (float)r->w, (float)r->h};
    float slack = 1.5f, below = t.h * 0.2f + slack;
    if (t.x < b.x - slack || t.x + t.w > b.x + b.w + slack || t.y < b.y - t.h * 0.1f - slack ||
        t.y + t.h > b.y + b.h + below)
        render_overflow(r, text);
}

void render_bounds_push(Render *r, SDL_FRect box)
{
    if (r->nbounds < RENDER_BOUNDS_DEPTH)
        r->bounds[r->nbounds] = box;
    r->nbounds++;
}

void render_bounds_pop(Render *r)
{
    if (r->nbounds > 0)
        r->nbounds--;
}

float render_text(Render *r, FontId font, float px, const char *text, float x, float y, Align align, SDL_Color c)
{
    TextEntry *e = render_text_entry(r, font, px, text, c);
    if (!e)
        return 0;
    float w = (float)e->w, h = (float)e->h;
    SDL_FRect dst = {x - w * (float)align / 2, y, w, h};
    dst.x = floorf(dst.x + 0.5f);
    dst.y = floorf(dst.y + 0.5f);
    /* The entry's texture may be replaced by another text's later: its
     * string, not its address, goes into the hash. */
    if (render_recorded(r, 11, (const float[]){(float)font, (float)e->px, dst.x, dst.y}, 4, c)) {
        render_hash_bytes(r, e->text, strlen(e->text) + 1);
        return w;
    }
    SDL_RenderCopyF(r->sdl, e->tex, NULL, &dst);
    render_check_bounds(r, e->text, dst);
    return w;
}

float render_text_width(Render *r, FontId font, float pxf, const char *text)
{
    int px = (int)(pxf * r->text_scale + 0.5f), w = 0, h = 0;
    TTF_Font *f = render_font(r, font, px < 6 ? 6 : px);
    if (!f || !text[0] || TTF_SizeUTF8(f, text, &w, &h) != 0)
        return 0;
    return (float)w;
}

/* One line of wrapped text; wider than its column only when a single
 * word is.  Only measured when draw is 0. */
static void render_wrapped_line(Render *r, FontId font, float px, const char *line, float x, float y, float max_w,
                                SDL_Color c, int draw)
{
    float w = draw ? render_text(r, font, px, line, x, y, ALIGN_LEFT, c) : render_text_width(r, font, px, line);
    if (draw && w > max_w)
        render_overflow(r, line);
}

static float render_wrap(Render *r, FontId font, float px, const char *text, float x, float y, float max_w, SDL_Color c,
                         int draw)
{
    char line[96], trial[96];
    float line_h = px * 1.35f * r->text_scale, used = 0;
    size_t n = 0;
    const char *s = text;
    line[0] = '\0';
    while (*s) {
        while (*s == ' ')
            s++;
        const char *e = s;
        while (*e && *e != ' ' && *e != '\n')
            e++;
        size_t wl = (size_t)(e - s);
        if (wl >= sizeof line - 1)
            wl = sizeof line - 2;
        size_t tn = 0;
        if (n && n + 1 + wl < sizeof trial) {
            memcpy(trial, line, n);
            trial[n] = ' ';
            tn = n + 1;
        }
        memcpy(trial + tn, s, wl);
        trial[tn + wl] = '\0';
        if (n && (render_text_width(r, font, px, trial) > max_w || n + 1 + wl >= sizeof line)) {
            render_wrapped_line(r, font, px, line, x, y + used, max_w, c, draw);
            used += line_h;
            memcpy(line, s, wl);
            line[wl] = '\0';
        } else {
            memcpy(line, trial, strlen(trial) + 1);
        }
        n = strlen(line);
        s = e;
        if (*s == '\n') { /* a hard break */
            render_wrapped_line(r, font, px, line, x, y + used, max_w, c, draw);
            used += line_h;
            line[0] = '\0';
            n = 0;
            s++;
        }
    }
    if (n) {
        render_wrapped_line(r, font, px, line, x, y + used, max_w, c, draw);
        used += line_h;
    }
    return used;
}

float render_text_wrapped(Render *r, FontId font, float px, const char *text, float x, float y, float max_w,
                          SDL_Color c)
{
    return render_wrap(r, font, px, text, x, y, max_w, c, 1);
}

float render_text_wrapped_height(Render *r, FontId font, float px, const char *text, float max_w)
{
    return render_wrap(r, font, px, text, 0, 0, max_w, render_ink, 0);
}

float render_text_fit(Render *r, FontId font, float px, const char *text, float max_w)
{
    float w = render_text_width(r, font, px, text);
    if (w <= max_w || w <= 0)
        return px;
    float fitted = px * max_w / w;
    /* Shrunk a little is fine; shrunk a lot is a text too long for its
     * place. */
    if (fitted < px * RENDER_FIT_LEAST)
        render_overflow(r, text);
    return fitted < 6 ? 6 : floorf(fitted);
}

void render_set_text_scale(Render *r, float scale) { r->text_scale = scale > 0 ? scale : 1; }
float render_text_scale(const Render *r) { return r->text_scale; }
float render_line_height(const Render *r, float px) { return px * r->text_scale * 1.2f; }

int render_text_overflows(const Render *r, const char **which)
{
    *which = r->overflow_list;
    return r->text_overflows;
}

/* A full-window texture to draw into and copy without blending. */
static SDL_Texture *render_layer_texture(Render *r, SDL_Texture *old)
{
    if (old)
        SDL_DestroyTexture(old);
    SDL_Texture *t = SDL_CreateTexture(r->sdl, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, r->w, r->h);
    /* The layer is opaque: copying it without blending spares the
     * rasteriser a read of every pixel beneath. */
    if (t) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeNearest); /* copied pixel for pixel */
    }
    return t;
}

int render_layer_begin(Render *r, uint64_t key)
{
    if (r->layer && r->layer_valid && r->layer_key == key && r->layer_w == r->w && r->layer_h == r->h)
        return 0;
    if (!r->layer || !r->layer_base || r->layer_w != r->w || r->layer_h != r->h) {
        r->layer = render_layer_texture(r, r->layer);
        r->layer_base = render_layer_texture(r, r->layer_base);
        r->layer_w = r->w;
        r->layer_h = r->h;
    }
    r->layer_valid = 0;
    r->part_valid = 0;
    r->part_drawn = 0;
    /* Without render targets, the layer is simply drawn every frame. */
    if (r->layer && r->layer_base && SDL_SetRenderTarget(r->sdl, r->layer_base) == 0) {
        r->layer_key = key;
        r->layer_valid = 1;
        r->layer_target = 1;
        SDL_SetRenderDrawColor(r->sdl, 0, 0, 0, 255);
        SDL_RenderClear(r->sdl);
    }
    return 1;
}

void render_layer_end(Render *r)
{
    if (!r->layer_target)
        return;
    /* What is shown starts as the base; parts go over it. */
    if (SDL_SetRenderTarget(r->sdl, r->layer) == 0)
        SDL_RenderCopy(r->sdl, r->layer_base, NULL, NULL);
    else
        r->layer_valid = 0;
    SDL_SetRenderTarget(r->sdl, NULL);
    r->layer_target = 0;
}

int render_layer_part_begin(Render *r, uint64_t key, SDL_FRect rect)
{
    SDL_Rect rc = {(int)floorf(rect.x), (int)floorf(rect.y), 0, 0};
    rc.w = (int)ceilf(rect.x + rect.w) - rc.x;
    rc.h = (int)ceilf(rect.y + rect.h) - rc.y;
    SDL_Rect window = {0, 0, r->w, r->h};
    if (!SDL_IntersectRect(&rc, &window, &rc))
        rc = (SDL_Rect){0, 0, 0, 0};
    if (r->layer_valid && r->part_valid && r->part_key == key && SDL_RectEquals(&rc, &r->part_rect))
        return 0;
    r->part_valid = 0;
    if (r->layer_valid && SDL_SetRenderTarget(r->sdl, r->layer) == 0) {
        r->layer_target = 1;
        /* Copies of the base take back what the part held before, where
         * it was and where it goes. */
        if (r->part_drawn && !SDL_RectEquals(&rc, &r->part_rect))
            SDL_RenderCopy(r->sdl, r->layer_base, &r->part_rect, &r->part_rect);
        SDL_RenderCopy(r->sdl, r->layer_base, &rc, &rc);
        r->part_valid = 1;
        r->part_drawn = 1;
        r->part_key = key;
        r->part_rect = rc;
        render_set_clip(r, &rc);
    }
    render_bounds_push(r, rect);
    return 1;
}

void render_layer_part_end(Render *r)
{
    render_bounds_pop(r);
    render_set_clip(r, NULL);
    if (r->layer_target)
        SDL_SetRenderTarget(r->sdl, NULL);
    r->layer_target = 0;
}

void render_layer_show(Render *r)
{
    if (r->layer_valid)
        SDL_RenderCopy(r->sdl, r->layer, NULL, NULL);
}

int render_screenshot(Render *r, const char *path, char *err, size_t errlen)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, r->w, r->h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s) {
        snprintf(err, errlen, "%s", SDL_GetError());
        return -1;
    }
    int rc = SDL_RenderReadPixels(r->sdl, NULL, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch);
    if (rc == 0)
        rc = IMG_SavePNG(s, path);
    if (rc != 0)
        snprintf(err, errlen, "cannot save %s: %s", path, SDL_GetError());
    SDL_FreeSurface(s);
    return rc == 0 ? 0 : -1;
}
