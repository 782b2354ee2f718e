/*
 * game_look.c - the looks of every game, found by their rules, and the
 * words of an option's value.
 */
#include "looks.h"

#include <stdio.h>
#include <string.h>

#define TABULA_LOOK_ENTRY(name) &look_##name,
const GameLook *const game_looks[] = {TABULA_GAMES(TABULA_LOOK_ENTRY) NULL};

const GameLook *game_look(const GameRules *rules)
{
    for (int i = 0; game_looks[i]; i++)
        if (game_looks[i]->rules == rules)
            return game_looks[i];
    return NULL;
}

const OptionLook *game_look_option(const GameLook *l, int i)
{
    if (i < 0 || i >= l->rules->noptions)
        return NULL;
    for (int k = 0; k < l->noptions; k++)
        if (strcmp(l->options[k].key, l->rules->options[i].key) == 0)
            return &l->options[k];
    return NULL;
}

void game_look_value(const GameLook *l, int i, int v, char *buf, size_t len)
{
    const OptionLook *ol = game_look_option(l, i);
    if (!ol)
        game_option_value_text(l->rules, i, v, buf, len);
    else if (ol->zero != LOOK_NONE && v == 0)
        snprintf(buf, len, "%s", tr(ol->zero));
    else if (ol->names[0] != LOOK_NONE)
        snprintf(buf, len, "%s", tr(ol->names[v - l->rules->options[i].min]));
    else if (ol->number != LOOK_NONE)
        snprintf(buf, len, tr(ol->number), v + ol->offset);
    else
        snprintf(buf, len, "%d", v + ol->offset);
}

const char *game_look_choice_name(const GameLook *l, int v)
{
    return l->choice ? tr((TextId)(l->choice->value_name + v)) : "";
}

int look_option(const GameRules *rules, const GameOptions *o, const char *key)
{
    for (int i = 0; i < rules->noptions; i++)
        if (strcmp(rules->options[i].key, key) == 0)
            return o->v[i];
    return 0;
}

void look_sowing_side_desc(int npits, int side, char *buf, size_t len)
{
    if (side == 0)
        snprintf(buf, len, tr(T_P1_DESC), 'A' + npits - 1);
    else
        snprintf(buf, len, tr(T_P2_DESC), 'A' + npits, 'A' + 2 * npits - 1);
}
