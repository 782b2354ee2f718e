/*
 * test_render_layer.c - the cached layer and its part (src/render), on
 * SDL's software renderer over a surface: what is on screen after each
 * frame, whether a part is drawn again, and the keys recording gives.
 */
#include "render.h"

#include <SDL.h>
#include <SDL_ttf.h>
#include <criterion/criterion.h>

#define W 160
#define H 100

static SDL_Surface *surface;
static SDL_Renderer *sdl;
static Render *r;

static void setup(void)
{
    cr_assert_eq(TTF_Init(), 0);
    surface = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    cr_assert_not_null(surface);
    sdl = SDL_CreateSoftwareRenderer(surface);
    cr_assert_not_null(sdl, "%s", SDL_GetError());
    char err[256] = "";
    r = render_create(sdl, TABULA_ASSET_DIR, err, sizeof err);
    cr_assert_not_null(r, "%s", err);
}

static void teardown(void)
{
    render_destroy(r);
    SDL_DestroyRenderer(sdl);
    SDL_FreeSurface(surface);
    TTF_Quit();
}

TestSuite(render_layer, .init = setup, .fini = teardown);

static const SDL_Color red = {200, 0, 0, 255}, blue = {0, 0, 200, 255}, green = {0, 200, 0, 255};
static const SDL_FRect part_rect = {100, 20, 40, 40};

static Uint32 pixel(int x, int y)
{
    SDL_RenderFlush(sdl);
    const Uint32 *row = (const Uint32 *)((const Uint8 *)surface->pixels + y * surface->pitch);
    return row[x] & 0xffffff;
}

static Uint32 rgb(SDL_Color c) { return (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b; }

/* One frame: the layer (all red) under key `layer_key`, its part under
 * `part_key` holding a square of `part_color` and a fill reaching past
 * the part's edge; returns whether the part was drawn. */
static int frame(uint64_t layer_key, uint64_t part_key, SDL_Color part_color, int *layer_drawn)
{
    render_begin(r);
    SDL_SetRenderDrawColor(sdl, 0, 0, 0, 255);
    SDL_RenderClear(sdl);
    *layer_drawn = render_layer_begin(r, layer_key);
    if (*layer_drawn) {
        render_fill_rect(r, (SDL_FRect){0, 0, W, H}, red);
        render_layer_end(r);
    }
    int part = render_layer_part_begin(r, part_key, part_rect);
    if (part) {
        render_fill_rect(r, (SDL_FRect){110, 30, 20, 20}, part_color);
        render_fill_rect(r, (SDL_FRect){90, 50, 60, 30}, green); /* mostly outside the part */
        render_layer_part_end(r);
    }
    render_layer_show(r);
    return part;
}

Test(render_layer, part_is_drawn_again_only_when_its_key_or_the_layer_changes)
{
    int layer;
    cr_assert_eq(frame(1, 10, blue, &layer), 1);
    cr_assert_eq(layer, 1);
    cr_assert_eq(pixel(120, 40), rgb(blue));
    cr_assert_eq(pixel(105, 25), rgb(red), "the part keeps the layer's content under what it draws");
    cr_assert_eq(pixel(10, 10), rgb(red));
    cr_assert_eq(pixel(95, 55), rgb(red), "the part's drawing is clipped to its rectangle");
    cr_assert_eq(pixel(120, 55), rgb(green));
    cr_assert_eq(pixel(120, 62), rgb(red), "clipped below the part");

    /* The same keys: nothing drawn, the same picture. */
    cr_assert_eq(frame(1, 10, green, &layer), 0);
    cr_assert_eq(layer, 0);
    cr_assert_eq(pixel(120, 40), rgb(blue));

    /* A new part key: the part alone is drawn again over the layer. */
    cr_assert_eq(frame(1, 11, green, &layer), 1);
    cr_assert_eq(layer, 0);
    cr_assert_eq(pixel(120, 40), rgb(green));
    cr_assert_eq(pixel(105, 25), rgb(red));

    /* A new layer key draws both, whatever the part's key. */
    cr_assert_eq(frame(2, 11, blue, &layer), 1);
    cr_assert_eq(layer, 1);
    cr_assert_eq(pixel(120, 40), rgb(blue));
}

Test(render_layer, part_moved_is_drawn_again_and_the_old_place_is_cleared)
{
    int layer;
    frame(1, 10, blue, &layer);
    render_begin(r);
    cr_assert_eq(render_layer_begin(r, 1), 0);
    cr_assert_eq(render_layer_part_begin(r, 10, (SDL_FRect){10, 20, 40, 40}), 1, "same key, another rectangle");
    render_layer_part_end(r);
    render_layer_show(r);
    cr_assert_eq(pixel(120, 40), rgb(red), "what the part held at its old place is gone");
}

static uint64_t recorded(const char *text, float x, SDL_Color c, float radius)
{
    render_record_begin(r);
    render_text(r, FONT_REGULAR, 14, text, x, 10, ALIGN_LEFT, c);
    render_rounded(r, (SDL_FRect){5, 5, 50, 20}, radius, c);
    return render_record_end(r);
}

Test(render_layer, recording_keys_tell_drawings_apart_and_draw_nothing)
{
    render_begin(r);
    SDL_SetRenderDrawColor(sdl, 0, 0, 0, 255);
    SDL_RenderClear(sdl);
    uint64_t k = recorded("12", 20, red, 4);
    cr_assert_eq(pixel(30, 15), 0, "recording draws nothing");
    cr_assert_eq(recorded("12", 20, red, 4), k);
    cr_assert_neq(recorded("13", 20, red, 4), k, "another text");
    cr_assert_neq(recorded("12", 21, red, 4), k, "another place");
    cr_assert_neq(recorded("12", 20, blue, 4), k, "another colour");
    cr_assert_neq(recorded("12", 20, red, 5), k, "another shape");
    /* After recording, drawing draws again. */
    render_fill_rect(r, (SDL_FRect){0, 0, W, H}, blue);
    cr_assert_eq(pixel(30, 15), rgb(blue));
}

/* Text is too long for its place when it passes its box, the layer's
 * part or the window, and not when it stays inside. */
Test(render_layer, text_past_its_box_counts_as_too_long)
{
    const char *which = NULL;
    render_begin(r);
    render_bounds_push(r, (SDL_FRect){10, 10, 120, 30});
    render_text(r, FONT_REGULAR, 12, "fits", 12, 12, ALIGN_LEFT, render_ink);
    cr_assert_eq(render_text_overflows(r, &which), 0, "inside its box: %s", which);
    render_text(r, FONT_REGULAR, 12, "below", 12, 36, ALIGN_LEFT, render_ink); /* its box ends at 40 */
    cr_assert_eq(render_text_overflows(r, &which), 1);
    cr_assert_str_eq(which, "below");
    render_bounds_push(r, (SDL_FRect){10, 10, 30, 30}); /* boxes nest: the inner one counts */
    render_text(r, FONT_REGULAR, 12, "a longer line", 12, 12, ALIGN_LEFT, render_ink);
    cr_assert_eq(render_text_overflows(r, &which), 2);
    render_bounds_pop(r);
    render_bounds_pop(r);
    render_text(r, FONT_REGULAR, 12, "past the window's edge", W - 20, 50, ALIGN_LEFT, render_ink);
    cr_assert_eq(render_text_overflows(r, &which), 3);
    if (render_layer_part_begin(r, 77, part_rect)) { /* a part is a box too */
        render_text(r, FONT_REGULAR, 12, "cut by the part", part_rect.x + 2, part_rect.y + 2, ALIGN_LEFT, render_ink);
        render_layer_part_end(r);
    }
    cr_assert_eq(render_text_overflows(r, &which), 4, "%s", which);
}
