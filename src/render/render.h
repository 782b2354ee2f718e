/*
 * render.h - Tabula's drawing layer over SDL_Renderer: sprites from
 * assets/, text through SDL_ttf, rounded panels and circles, screenshots.
 *
 * Everything is drawn in output pixels (SDL_GetRendererOutputSize), so a
 * HiDPI window is sharp; sizes come from render_unit(), a length that
 * scales with the window.  The layer never sees game state: callers pass
 * what to draw.
 */
#ifndef TABULA_RENDER_H
#define TABULA_RENDER_H

#include <SDL.h>
#include <stddef.h>

typedef struct Render Render;

typedef enum {
    SPRITE_WOOD,
    SPRITE_WOOD_DARK,
    SPRITE_FELT,
    SPRITE_PIT,
    SPRITE_STORE,
    SPRITE_SHADOW,
    SPRITE_SEED0, /* six seed colours follow */
    SPRITE_SBIRE_ROUGE = SPRITE_SEED0 + 6,
    SPRITE_SBIRE_OCRE,
    SPRITE_KALISTA_ROUGE,
    SPRITE_KALISTA_OCRE,
    /* Hasami Shogi's board and koma (make_art.c's art_hasami): each
     * side's piece pointing up the screen, then down. */
    SPRITE_KAYA,
    SPRITE_KOMA_FU_UP,
    SPRITE_KOMA_FU_DOWN,
    SPRITE_KOMA_TO_UP,
    SPRITE_KOMA_TO_DOWN,
    SPRITE_WOOD_RED, /* a darker, warmer plank, carved with round cups */
    SPRITE_CUP,
    SPRITE_NICKER0, /* six grey nicker seeds follow */
    /* Khan's stone squares of power 1, 2 and 3 (make_art.c's art_khan),
     * and the Khan, a golden sun. */
    SPRITE_KHAN_CELL1 = SPRITE_NICKER0 + 6,
    SPRITE_KHAN_CELL2,
    SPRITE_KHAN_CELL3,
    SPRITE_KHAN_SUN,
    SPRITE_COUNT
} SpriteId;

typedef enum { FONT_REGULAR, FONT_BOLD, FONT_TITLE, FONT_COUNT } FontId;

typedef enum { ALIGN_LEFT = 0, ALIGN_CENTER = 1, ALIGN_RIGHT = 2 } Align;

/* Loads every asset from asset_dir.  NULL with a reason naming the file
 * when one is missing or broken. */
Render *render_create(SDL_Renderer *sdl, const char *asset_dir, char *err, size_t errlen);
void render_destroy(Render *r);

SDL_Renderer *render_sdl(Render *r);
/* Reads the output size; call once at the start of every frame. */
void render_begin(Render *r);
/* Hands what was drawn so far to the driver to rasterise, so the work
 * overlaps whatever the caller does before it presents. */
void render_submit(Render *r);
/* 1 while what was submitted is still being rasterised (a present would
 * wait for it), 0 once it is done, -1 where the driver cannot tell. */
int render_pending(Render *r);
int render_width(const Render *r);
int render_height(const Render *r);
/* One "unit": 1/100 of the window's smaller side, in output pixels. */
float render_unit(const Render *r);
/* Output pixels per window point: 2 on a HiDPI screen, else 1. */
float render_pixel_ratio(const Render *r);
/* A size of `units` units, but never less than `least_pt` points: text
 * that scales with the window and stays legible in a small one. */
float render_size(const Render *r, float units, float least_pt);

/* The palette every screen writes with: cream ink, its dimmer shade for
 * second lines, and gold for what matters now. */
extern const SDL_Color render_ink, render_dim, render_gold;

void render_sprite(Render *r, SpriteId id, SDL_FRect dst, Uint8 alpha);
void render_sprite_tinted(Render *r, SpriteId id, SDL_FRect dst, SDL_Color tint);
/* Fills dst with the sprite repeated at tile pixels a side (clipped). */
void render_tiled(Render *r, SpriteId id, SDL_FRect dst, float tile);

void render_fill_rect(Render *r, SDL_FRect rect, SDL_Color c);
/* A rounded rectangle filled with a sprite stretched over it (the board's
 * wood: its grain runs along x, so only v is taken from a band). */
void render_rounded_textured(Render *r, SpriteId id, SDL_FRect rect, float radius, float v_span);
void render_rounded(Render *r, SDL_FRect rect, float radius, SDL_Color c);
void render_rounded_outline(Render *r, SDL_FRect rect, float radius, float width, SDL_Color c);
/* Darkens the edges of rect: clear inside an inset of `inset` (a fraction
 * of the smaller side), `alpha` black at the border. */
void render_vignette(Render *r, SDL_FRect rect, float inset, Uint8 alpha);
void render_disc(Render *r, float cx, float cy, float radius, SDL_Color c);
void render_ring(Render *r, float cx, float cy, float radius, float width, SDL_Color c);
/* Part of a ring, from angle a0 to a1 (radians, clockwise from east),
 * fading from transparent at a0 to c at a1: a spinner's tail. */
void render_arc(Render *r, float cx, float cy, float radius, float width, float a0, float a1, SDL_Color c);

/* Text of the given pixel height; (x, y) is the top edge at the alignment
 * point.  Returns the width drawn. */
float render_text(Render *r, FontId font, float px, const char *text, float x, float y, Align align, SDL_Color c);
float render_text_width(Render *r, FontId font, float px, const char *text);
/* Text wrapped at word boundaries to max_w; returns the height used. */
float render_text_wrapped(Render *r, FontId font, float px, const char *text, float x, float y, float max_w,
                          SDL_Color c);
/* The height render_text_wrapped would use, without drawing. */
float render_text_wrapped_height(Render *r, FontId font, float px, const char *text, float max_w);
/* How far render_text_fit may shrink a text before it is too long for
 * its place. */
#define RENDER_FIT_LEAST 0.7f
/* The largest size <= px at which text fits in max_w. */
float render_text_fit(Render *r, FontId font, float px, const char *text, float max_w);
/* Every text drawn `scale` times larger (the larger-text setting). */
void render_set_text_scale(Render *r, float scale);
float render_text_scale(const Render *r);
/* The height of a line of text of size px, the larger-text setting
 * included: what a layout leaves for it. */
float render_line_height(const Render *r, float px);
/* How many texts were too long for their place so far: squeezed below
 * seven tenths of their size, a word wider than its wrapped column, or
 * drawn past their box (below) or a layer's part;
 * the first few of them in *which. */
int render_text_overflows(const Render *r, const char **which);
/* Between these two calls text drawn outside `box` (a panel, a button, a
 * notice's frame) counts as too long for its place, as text drawn outside
 * the window always does; boxes nest. */
void render_bounds_push(Render *r, SDL_FRect box);
void render_bounds_pop(Render *r);

/* A full-window layer for what does not change from frame to frame (the
 * table, the board): drawn once into a texture and reused while `key`
 * stays the same and the window keeps its size.  render_layer_begin
 * returns 1 when the caller must draw the layer's content now, then call
 * render_layer_end.
 *
 * A part of the layer changes now and then (the game's side panel): it
 * is drawn again alone over the layer's own content.
 * render_layer_part_begin returns 1 when `key` or the rectangle changed,
 * or the layer was drawn again; the caller then draws the part's content
 * (clipped to the rectangle) and calls render_layer_part_end.
 *
 * render_layer_show puts the layer on screen, once both are done.
 * Without render targets the drawing goes straight to the screen, every
 * frame. */
int render_layer_begin(Render *r, uint64_t key);
void render_layer_end(Render *r);
int render_layer_part_begin(Render *r, uint64_t key, SDL_FRect rect);
void render_layer_part_end(Render *r);
void render_layer_show(Render *r);

/* Between these two calls the drawing functions draw nothing: they hash
 * what they would have drawn, and render_record_end returns the hash, the
 * key of a layer part that holds exactly that drawing. */
void render_record_begin(Render *r);
uint64_t render_record_end(Render *r);

/* Saves what was drawn this frame (before present) as PNG; 0 or -1. */
int render_screenshot(Render *r, const char *path, char *err, size_t errlen);

#endif
