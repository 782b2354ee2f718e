/*
 * lang_fr.c - l'interface en français.  Les espaces avant « : ; ! ? » et
 * à l'intérieur des guillemets sont insécables, pour que le retour à la
 * ligne ne les sépare pas du mot.
 */
#include "lang.h"

#define DOT " \xc2\xb7 "
#define ELLIPSIS "\xe2\x80\xa6"
#define DASH "\xe2\x80\x93"

const char *const lang_fr[T_COUNT] = {
    [T_APP_SUBTITLE] = "Jeux de stratégie classiques sur un plateau de bois",
    [T_MENU_RESUME] = "Reprendre la partie inachevée",
    [T_MENU_GAME] = "Jeu",
    [T_MENU_PITS] = "Trous par joueur",
    [T_MENU_SEEDS] = "Graines par trou",
    [T_MENU_CAPTURE] = "Règle de prise",
    [T_CAPTURE_EMPTY] = "Même face au vide",
    [T_CAPTURE_STANDARD] = "Standard",
    [T_MENU_FINISH] = "Fin de partie",
    [T_FINISH_SIX] = "À six graines ou moins",
    [T_FINISH_ABAPA] = "Abapa (à 25)",
    [T_MENU_DEFEAT] = "Un camp a perdu avec",
    [T_MEN_OR_FEWER] = "%d pions ou moins",
    [T_MENU_LEAD] = "Une avance gagne à",
    [T_MEN_OR_MORE] = "%d pions ou plus",
    [T_MENU_CORNER2] = "Files le long d'un bord",
    [T_CORNER2_ON] = "Prises depuis un coin",
    [T_CORNER2_OFF] = "À l'abri",
    [T_MENU_DIAGONAL] = "Prises en diagonale",
    [T_MENU_PLAYERS] = "Joueurs",
    [T_MENU_TURN] = "Tourner le plateau vers qui joue",
    [T_PLAY] = "Jouer",
    [T_MENU_KEYS] = "Flèches ou Tab pour aller" DOT "Gauche/Droite pour changer" DOT "Entrée pour choisir" DOT
                    "Échap pour quitter",
    [T_CANNOT_START_DETAIL] = "Impossible de lancer la partie : %.200s",
    [T_AUTOSAVE_UNREADABLE] = "La partie inachevée n'a pas pu être lue : %.180s",

    [T_ON] = "Activé",
    [T_OFF] = "Désactivé",
    [T_YES] = "Oui",
    [T_NO] = "Non",
    [T_BACK] = "Retour",
    [T_QUIT] = "Quitter",
    [T_SETTINGS] = "Réglages",
    [T_SAVED_GAMES] = "Parties enregistrées",
    [T_HOW_TO_PLAY] = "Règles du jeu",
    [T_MAIN_MENU] = "Menu principal",
    [T_COMPUTER_LEVEL] = "Niveau de l'ordinateur",
    [T_OUT_OF_MEMORY] = "mémoire insuffisante",
    [T_GAME_KALAH] = "Kalah",
    [T_GAME_OWARE] = "Awélé",
    [T_GAME_HASAMI] = "Hasami Shogi",
    [T_GAME_KHAN] = "Khan",
    [T_LEVEL_SIMPLE] = "Simple",
    [T_LEVEL_MEDIUM] = "Moyen",
    [T_LEVEL_HARD] = "Difficile",
    [T_LEVEL_EXPERT] = "Expert",
    [T_LEVEL_PERFECT] = "Parfait",
    [T_MODE_HVH] = "Deux joueurs",
    [T_MODE_HVC] = "Vous " DASH " Ordinateur",
    [T_MODE_CVH] = "Ordinateur " DASH " Vous",
    [T_MODE_CVC] = "Ordinateur " DASH " Ordinateur",
    [T_SPEED_SLOW] = "Lente",
    [T_SPEED_NORMAL] = "Normale",
    [T_SPEED_FAST] = "Rapide",
    [T_SPEED_INSTANT] = "Instantanée",

    [T_ANIM_SPEED] = "Vitesse des animations",
    [T_SOUND] = "Son",
    [T_VOLUME] = "Volume",
    [T_HINTS_PER_GAME] = "Indices par partie",
    [T_EXPERT_TIME] = "Réflexion du niveau Expert",
    [T_SECONDS_A_MOVE] = "%.2g s par coup",
    [T_SEED_COUNTS] = "Nombre de graines",
    [T_SHOWN] = "Affiché",
    [T_HIDDEN] = "Masqué",
    [T_FULL_SCREEN] = "Plein écran",
    [T_TWO_PLAYERS_TURN] = "À deux : tourner le plateau",
    [T_LANGUAGE] = "Langue",
    [T_LANG_SYSTEM] = "Système (%s)",
    [T_LARGE_TEXT] = "Texte plus grand",
    [T_SETTINGS_NOT_SAVED] = "Réglages non enregistrés : %.200s",
    [T_SETTINGS_UNREADABLE] = "Vos réglages n'ont pas pu être lus (%.180s) ; les valeurs par défaut sont utilisées.",

    [T_CANNOT_OPEN_SAVED] = "Impossible d'ouvrir la partie enregistrée",
    [T_UNKNOWN_GAME] = "Jeu inconnu",
    [T_NOT_A_GAME] = "« %s » n'est pas un jeu de Tabula (kalah, oware, hasami, khan)",
    [T_BAD_OPTION] = "Option de jeu incorrecte",
    [T_CANNOT_START] = "Impossible de lancer la partie",
    [T_CANNOT_START_NEW] = "Impossible de commencer une nouvelle partie",
    [T_NO_FONTS] = "Impossible de démarrer SDL_ttf",
    [T_NO_WINDOW] = "Impossible d'ouvrir la fenêtre",
    [T_NO_DRAWING] = "Impossible de dessiner dans la fenêtre",
    [T_FILE_MISSING] = "Un fichier du jeu manque ou est abîmé",


    [T_MONTH_JAN] = "janv.",
    [T_MONTH_FEB] = "févr.",
    [T_MONTH_MAR] = "mars",
    [T_MONTH_APR] = "avr.",
    [T_MONTH_MAY] = "mai",
    [T_MONTH_JUN] = "juin",
    [T_MONTH_JUL] = "juil.",
    [T_MONTH_AUG] = "août",
    [T_MONTH_SEP] = "sept.",
    [T_MONTH_OCT] = "oct.",
    [T_MONTH_NOV] = "nov.",
    [T_MONTH_DEC] = "déc.",
    [T_SAVE_LABEL] = "%s, %d coups%s",
    [T_SAVE_DETAIL] = "%s" DOT "%s contre %s",
    [T_UNDATED] = "sans date",
    [T_CANNOT_BE_READ] = "illisible : %.70s",
    [T_REC_NOT_TEXT] = "ce n'est pas une partie enregistrée par Tabula",
    [T_REC_NO_GAME] = "le fichier ne dit pas quel jeu il contient",
    [T_REC_UNKNOWN_GAME] = "il contient un jeu que Tabula ne connaît pas",
    [T_REC_BAD_OPTIONS] = "il demande des règles que son jeu n'a pas",
    [T_REC_BAD_START] = "sa position de départ n'est pas permise par les règles",
    [T_REC_BAD_RESULT] = "ses coups ne donnent pas le résultat annoncé : il a été modifié ou abîmé",
    [T_REC_DAMAGED] = "il est abîmé à la ligne %d",
    [T_REC_UNREADABLE] = "le fichier ne peut pas être lu",
    [T_REC_CUT] = "Le fichier s'arrête après %d coups ; la suite n'a pas pu être lue",
    [T_REC_ENDS_EARLY] = "s'arrête après %d coups",
    [T_NO_PLAYERS] = "joueurs non indiqués",
    [T_CHOOSE_SAVE] = "Choisissez une partie à continuer",
    [T_NO_SAVES] = "Aucune partie enregistrée pour l'instant",
    [T_CANNOT_OPEN_IT] = "Impossible de l'ouvrir : %.70s",
    [T_NOTHING_TO_UNDO] = "Rien à annuler",
    [T_NOTHING_TO_REDO] = "Rien à rétablir",
    [T_NO_SAVE_FOLDER] = "Aucun dossier où enregistrer sur ce système",
    [T_GAME_SAVED] = "Partie enregistrée (%s)",
    [T_NOT_SAVED] = "Non enregistrée : %.70s",

    [T_PAUSED] = "Pause",
    [T_RESUME] = "Reprendre",
    [T_HINT_LEFT] = "Indice (reste %d)",
    [T_UNDO_KEY] = "Annuler (U)",
    [T_REDO_KEY] = "Rétablir (R)",
    [T_FLIP_KEY] = "Tourner le plateau (F)",
    [T_SAVE_GAME] = "Enregistrer la partie",
    [T_NEW_GAME] = "Nouvelle partie",

    [T_COMPUTER_N] = "Ordinateur %d (%s)",
    [T_COMPUTER_N_SHORT] = "Ordinateur %d",
    [T_COMPUTER] = "Ordinateur (%s)",
    [T_COMPUTER_SHORT] = "Ordinateur",
    [T_YOU] = "Vous",
    [T_EDGE_SOUTH] = "sud",
    [T_EDGE_EAST] = "est",
    [T_EDGE_NORTH] = "nord",
    [T_EDGE_WEST] = "ouest",
    [T_A_DRAW] = "Match nul",
    [T_YOU_WIN] = "Vous avez gagné !",
    [T_COMPUTER_WINS] = "L'ordinateur a gagné",
    [T_X_WINS] = "%s a gagné",
    [T_WHY_REPETITION] = "une position est revenue une troisième fois",
    [T_WHY_NO_CAPTURE] = "%d coups sans prise",
    [T_WHY_PASSES] = "les deux camps ont passé",
    [T_END_ROW_EMPTY] = "une rangée de trous est vide",
    [T_LEGEND_LAST_PIT] = "cercle bleu : le dernier coup",
    [T_LEGEND_LAST_SQUARES] = "cases éclairées : le dernier coup",
    [T_YOU_CAPTURE] = "Vous prenez %s",
    [T_X_CAPTURES] = "%s prend %s",
    [T_UNIT_SEED_1] = "1 graine",
    [T_UNIT_SEEDS_N] = "%d graines",
    [T_PREVIEW_TAKEN_LEGEND] = "Cerclés d'orange : les trous où ce coup prend",
    [T_END_HALF] = "plus de la moitié des graines prises",
    [T_END_NO_MORE] = "plus aucune graine ne peut être prise",
    [T_END_LEAD] = "une avance de %d pions",
    [T_END_FEW] = "%s n'a plus que %d pions",
    [T_BTN_AGAIN] = "Rejouer",
    [T_BTN_REVIEW] = "Revoir",
    [T_BTN_TAKE_BACK] = "Reprendre",
    [T_PIECES_ON_BOARD] = " (pièces sur le plateau)",
    [T_MEN_LEFT] = " (pions restants)",
    [T_TOOK_KALISTA] = "Kalista prise par %s",
    [T_PLAYER_1] = "Joueur 1",
    [T_PLAYER_2] = "Joueur 2",
    [T_BLACK] = "Noir",
    [T_WHITE] = "Blanc",
    [T_BLACK_DESC] = "Pions noirs" DOT "commencent",
    [T_WHITE_DESC] = "Pions blancs",
    [T_LEAD_WINS] = "une avance de %d gagne",
    [T_NO_LEAD] = "sans règle d'avance",
    [T_HASAMI_TITLE] = "Hasami Shogi" DOT "perdu à %d pions" DOT "%s%s%s",
    [T_EDGE_RUNS] = DOT "files au bord",
    [T_DIAGONALS] = DOT "diagonales",
    [T_ROUGE] = "Rouge",
    [T_OCRE] = "Ocre",
    [T_ROUGE_DESC] = "Pièces de Rouge" DOT "commencent",
    [T_OCRE_DESC] = "Pièces d'Ocre",
    [T_KHAN_CHOOSING_TITLE] = "Khan" DOT "Rouge choisit son bord",
    [T_KHAN_EDGE_TITLE] = "Khan" DOT "bord de Rouge : %s",
    [T_KALAH_TITLE] = "Kalah (%d trous, %d graines%s)",
    [T_EMPTY_CAPTURE] = ", prise face au vide",
    [T_OWARE_TITLE] = "Awélé%s",
    [T_OWARE_SIX] = " (fin à six graines)",
    [T_P1_DESC] = "Joueur 1" DOT "trous A" DASH "%c",
    [T_P2_DESC] = "Joueur 2" DOT "trous %c" DASH "%c",
    [T_OOM_COMPUTER] = "mémoire insuffisante pour l'ordinateur",
    [T_HINTS_OWN_TURN] = "Les indices sont pour votre tour",
    [T_HINT_AFTER_EDGE] = "Choisissez d'abord votre bord : les indices aident pour les coups",
    [T_NO_HINTS_LEFT] = "Plus d'indice dans cette partie",
    [T_ROUGE_TAKES_EDGE] = "Rouge prend le bord %s",
    [T_BTN_MENU] = "Menu",
    [T_BTN_HINT] = "Indice",
    [T_BTN_FLIP] = "Tourner",
    [T_BTN_PAUSE] = "Pause",
    [T_BTN_STEP] = "Avancer",
    [T_HINT_N] = "Indice (%d)",
    [T_ROUGE_CHOOSING] = "Rouge choisit son bord" ELLIPSIS,
    [T_ROUGE_CLICK_EDGE] = "Rouge : cliquez le bord d'où vous jouerez",
    [T_GAME_OVER] = "Partie terminée",
    [T_PAUSED_STEP] = "En pause : appuyez sur Avancer ou P",
    [T_X_THINKING] = "%s réfléchit" ELLIPSIS,
    [T_LOOKING_HINT] = "Recherche d'un indice" ELLIPSIS,
    [T_PLACE_FROM_TRAY] = "À vous : placez une pièce de votre bac",
    [T_X_TO_MOVE] = "Au tour de %s",
    [T_MOVES] = "Coups",
    [T_NONE_YET] = "Aucun pour l'instant",
    [T_SCORE_STORE] = "au grenier",
    [T_SCORE_CAPTURED] = "capturées",
    [T_SCORE_TAKEN] = "pris",
    [T_SCORE_ON_BOARD] = "en jeu",
    [T_THINKING] = "Réfléchit" ELLIPSIS,
    [T_THINKING_DEPTH] = "Réfléchit" ELLIPSIS " %d coups d'avance",
    [T_HINT_PIT] = "Conseil : semez %s",
    [T_HINT_MOVE] = "Conseil : %s",
    [T_HINT_LEGEND_PROVEN] = "Chaque trou : votre écart final si vous le semez" DOT "prouvé",
    [T_HINT_LEGEND_ESTIMATE] = "Chaque trou : votre écart final si vous le semez" DOT "\xe2\x89\x88 estimé",
    [T_HINT_LEGEND_WIN] = "Chaque trou : votre écart final si vous le semez" DOT "\xe2\x89\x88 estimé" DOT "votre victoire est prouvée",
    [T_HINT_LEGEND_LOSS] = "Chaque trou : votre écart final si vous le semez" DOT "\xe2\x89\x88 estimé" DOT "la défaite est prouvée",
    [T_HINT_GRID_LEGEND] = "La flèche verte montre le meilleur coup trouvé",
    [T_KHAN_RESTRICTS] = "Khan sur un %d : seules vos pièces sur un %d bougent",
    [T_KHAN_FREE] = "Aucune de vos pièces ne peut obéir au Khan : toutes bougent",
    [T_PASS_WORD] = "passe",
    [T_YOU_LOWER] = "vous",
    [T_REVIEW_LEGEND] = "Chaque trou : l'écart final pour %s s'il est semé" DOT "vert : le meilleur" DOT "rouge : joué",

    [T_GRAND_SLAM_BANNER] = "Grand chelem : rien n'est pris",
    [T_EXTRA_TURN] = "Tour supplémentaire",
    [T_EXTRA_TURN_YOU] = "Tour supplémentaire : rejouez !",
    [T_EXTRA_TURN_FOR] = "Tour supplémentaire pour %s",
    [T_CAPTURES_N] = "Prend %d",
    [T_GRAND_SLAM_PREVIEW] = "Grand chelem : pas de prise",
    [T_ENDS_GAME] = "Termine la partie",
    [T_PIT_CANNOT] = "Ce trou ne peut pas être joué",
    [T_SOWING] = "Semis" ELLIPSIS,
    [T_PICK_PIT] = "À vous : choisissez un trou qui brille",

    [T_TO_PLACE_N] = "À placer %d",
    [T_RESERVE_N] = "Réserve %d",
    [T_KHAN_LIFTED] = " : le Khan est levé",
    [T_YOU_PASS] = "Vous ne pouvez pas jouer : vous passez%s",
    [T_X_PASSES] = "%s ne peut pas jouer et passe%s",
    [T_KHAN_HOLDS] = "Le Khan retient cette pièce",
    [T_CANNOT_COME_IN] = "Cette pièce ne peut pas entrer maintenant",
    [T_PLACE_ALL_FIRST] = "Placez d'abord toutes vos pièces",
    [T_NO_MOVE] = "Cette pièce ne peut pas bouger",
    [T_MOVING] = "Déplacement" ELLIPSIS,
    [T_PICK_PIECE] = "À vous : une pièce, puis sa destination",

    [T_RULES_NEXT] = "Suivante",
    [T_RULES_PREVIOUS] = "Précédente",
    [T_RULES_OF] = "Règles : %s",
    [T_R_BOARD] = "Le plateau",
    [T_RK_BOARD_TEXT] =
        "Chaque joueur possède la rangée de trous la plus proche de lui et le grenier à sa droite. Au début, chaque "
        "trou contient le même nombre de graines (quatre sur le plateau habituel de six trous). Celui qui a le plus "
        "de graines dans son grenier à la fin gagne.",
    [T_R_SOWING] = "Le semis",
    [T_RK_SOWING_TEXT] =
        "À votre tour, prenez toutes les graines d'un de vos trous et déposez-les une à une dans les trous "
        "suivants, dans le sens inverse des aiguilles d'une montre : le long de votre rangée, dans votre grenier, "
        "puis le long de la rangée adverse. Le grenier adverse est sauté.",
    [T_RK_SOWING_LABEL] = "Quatre graines depuis E",
    [T_RK_EXTRA_TEXT] =
        "Si votre dernière graine tombe dans votre grenier, vous rejouez. Compter les graines pour arriver pile "
        "dans le grenier est le premier savoir-faire du Kalah : ici C, avec quatre graines, finit dans le grenier.",
    [T_R_CAPTURE] = "La prise",
    [T_RK_CAPTURE_TEXT] =
        "Si votre dernière graine tombe dans un de vos trous qui était vide et que le trou d'en face contient des "
        "graines, vous mettez dans votre grenier votre graine et toutes celles d'en face. Avec la règle « même "
        "face au vide », la graine seule est engrangée même quand le trou d'en face est vide.",
    [T_RK_CAPTURE_LABEL] = "Prend 6",
    [T_R_END] = "La fin",
    [T_RK_END_TEXT] =
        "Quand tous les trous d'un joueur sont vides, la partie s'arrête et chacun ajoute à son grenier les graines "
        "restées de son côté. Le plus gros grenier gagne ; à égalité, la partie est nulle.",
    [T_RO_BOARD_TEXT] =
        "Deux rangées de six trous, quatre graines dans chacun : 48 en tout. Vous possédez la rangée la plus "
        "proche de vous. Les graines que vous prenez sont gardées à côté du plateau. Le premier à prendre 25 "
        "graines gagne.",
    [T_RO_SOWING_TEXT] =
        "Prenez toutes les graines d'un de vos trous et semez-les une à une dans les trous suivants, dans le sens "
        "inverse des aiguilles d'une montre, en faisant le tour du plateau autant de fois qu'il le faut. Un trou de "
        "12 graines ou plus saute le trou qu'il vient de vider.",
    [T_RO_SOWING_LABEL] = "Quatre graines depuis F",
    [T_RO_CAPTURE_TEXT] =
        "Si votre dernière graine porte un trou adverse à 2 ou 3 graines, vous les prenez. Regardez ensuite le "
        "trou précédent : s'il est du côté adverse et contient 2 ou 3 graines, prenez-les aussi, et ainsi de suite "
        "jusqu'à ce qu'un trou rompe la chaîne.",
    [T_RO_CAPTURE_LABEL] = "Prend 7",
    [T_RO_SLAM] = "Grand chelem",
    [T_RO_SLAM_TEXT] = "Un coup qui prendrait toutes les graines du camp adverse peut être joué, mais il ne prend "
                       "rien : les graines restent où elles sont tombées.",
    [T_RO_FEEDING] = "Nourrir",
    [T_RO_FEEDING_TEXT] = "Si votre adversaire n'a plus de graines, vous devez jouer un coup qui lui en donne. Si "
                          "aucun coup ne le peut, la partie s'arrête et vous prenez toutes les graines restées sur "
                          "le plateau.",
    [T_RO_FEEDING_LABEL] = "Nourrit le joueur 2",
    [T_RO_END_TEXT] =
        "La partie s'arrête dès qu'un joueur a 25 graines : il gagne. Une position qui revient une troisième fois "
        "termine la partie, et chacun prend les graines de son côté. Avec la fin « à six graines », la partie "
        "s'arrête aussi quand il reste six graines ou moins, chacun prenant les siennes.",
    [T_RO_END_LABEL] = "Atteint 25",
    [T_RH_BOARD_TEXT] =
        "Chaque joueur a neuf pions sur la rangée la plus proche de lui : Noir en bas, Blanc en haut. Noir joue en "
        "premier, puis les joueurs jouent chacun leur tour. Le but est de prendre les pions adverses.",
    [T_R_MOVING] = "Déplacement",
    [T_RH_MOVING_TEXT] =
        "Un pion se déplace comme une tour aux échecs : d'autant de cases vides qu'il veut le long de sa rangée ou "
        "de sa colonne, sans jamais passer par-dessus un autre pion. Il faut jouer ; seul un joueur qui n'a aucun "
        "coup passe.",
    [T_RH_CAPTURING] = "Prendre",
    [T_RH_CAPTURING_TEXT] =
        "Les pions adverses pris en ligne entre le pion que vous déplacez et un autre de vos pions, sur une rangée "
        "ou une colonne, sont pris : ici g3 en g5 prend d5, e5 et f5. Un coup peut prendre dans plusieurs "
        "directions. Se placer entre deux pions adverses ne risque rien : seul celui qui joue prend.",
    [T_RH_CORNERS] = "Les coins",
    [T_RH_CORNERS_TEXT] =
        "Un pion dans un coin est pris quand les deux cases qui le touchent portent vos pions, dont celui que vous "
        "venez de jouer. Avec « files le long d'un bord » choisi, une file de pions le long d'un bord depuis un "
        "coin est prise de la même façon, quand vous fermez la case qui la suit et toutes les cases intérieures.",
    [T_R_WINNING] = "Gagner",
    [T_RH_WINNING_TEXT] =
        "Un joueur réduit à deux pions (ou au nombre choisi avant la partie) perd, et un joueur qui mène de quatre "
        "pions (ou de l'avance choisie) gagne. La partie est nulle quand une position revient une troisième fois, "
        "après 150 coups sans prise, ou quand les deux joueurs passent. Avec « prises en diagonale », les lignes "
        "en diagonale prennent aussi.",
    [T_RX_BOARD_TEXT] =
        "Chaque case a une puissance de 1, 2 ou 3 : autant de points dans ses coins, visibles même sous une "
        "pièce. Chaque joueur a une Kalista (la pièce à l'étoile) et cinq sbires. Avant la partie, Rouge choisit le "
        "bord du plateau qui sera le sien : les puissances se répartissent alors autrement, ce choix compte donc.",
    [T_RX_SETUP] = "Mise en place",
    [T_RX_SETUP_TEXT] =
        "Rouge pose ses six pièces une à une sur les cases vides de ses deux rangées, puis Ocre pose les siennes "
        "sur les deux rangées d'en face. Choisissez une pièce dans le bac à côté du plateau, puis sa case. Rouge "
        "joue en premier, et son premier coup est libre.",
    [T_RX_MOVING_TEXT] =
        "Une pièce avance d'exactement autant de pas que la puissance de sa case, chaque pas vers une case voisine "
        "par un côté. Elle peut tourner, mais ne peut ni passer par-dessus une pièce ni repasser sur une case. Le "
        "sbire en d4, sur un 3, peut finir sur chacune de ces quatorze cases, certaines par un demi-tour.",
    [T_RX_KHAN] = "Le Khan",
    [T_RX_KHAN_TEXT] =
        "Le Khan (le collier noir) se pose sur la pièce qui vient de jouer. L'autre joueur doit alors jouer une "
        "pièce placée sur une case de la puissance du Khan : ici un 1, donc Rouge ne peut jouer que d5. Ce n'est "
        "que si aucune de ces pièces ne peut bouger qu'un joueur peut en jouer une autre, ou faire revenir un "
        "sbire pris sur une case vide de cette puissance.",
    [T_RX_WINNING_TEXT] =
        "Arriver sur une pièce adverse la prend ; prendre la Kalista adverse gagne la partie. Ici le sbire en c3 "
        "peut prendre la Kalista en b2. Un joueur sans aucun coup passe et le Khan est levé. Une position vue une "
        "troisième fois, 200 coups sans prise ou deux passes de suite font match nul.",
    [T_BTN_PREV] = "◀ Reculer",
    [T_BTN_NEXT] = "Avancer ▶",
    [T_BTN_DONE] = "Terminé",
    [T_REVIEW_STATUS] = "Revue : coup %d sur %d",
    [T_REVIEW_FINAL] = "Revue : la position finale",
    [T_REVIEW_HEADING] = "Revue",
    [T_REVIEW_PROGRESS] = "%d analysés sur %d",
    [T_REVIEW_LOOKING] = "premier regard %d sur %d",
    [T_REVIEW_PLAYED] = "%s a joué %s",
    [T_REVIEW_WAITING] = "Analyse de ce coup" ELLIPSIS,
    [T_REVIEW_BEST_PROVEN] = "Un meilleur coup, prouvé. Écart final pour %s avec le meilleur jeu : %s.",
    [T_REVIEW_BEST_GUESS] = "Aussi bon que le meilleur coup trouvé. Écart final pour %s : environ %s, non prouvé.",
    [T_REVIEW_LOST_1] = "A perdu 1 graine, prouvé.",
    [T_REVIEW_LOST_N] = "A perdu %d graines, prouvé.",
    [T_REVIEW_WORSE_1] = "Environ 1 graine de moins, non prouvé.",
    [T_REVIEW_WORSE_N] = "Environ %d graines de moins, non prouvé.",
    [T_REVIEW_INSTEAD] = "Le meilleur était %s : un écart final de %s pour %s au lieu de %s.",
    [T_REVIEW_THE_END] = "La position finale.",
    [T_REVIEW_GRID_LEGEND] = "Flèche verte : le meilleur coup trouvé" DOT "l'autre flèche : le coup joué",
    [T_REVIEW_GRID_BEST] = "Le meilleur coup trouvé.",
    [T_REVIEW_GRID_ESTIMATE] = "L'estimation du moteur pour %s après ce coup : %s.",
    [T_REVIEW_GRID_INSTEAD] = "Le meilleur était %s : %s.",
    [T_MARK_GOOD] = "Un bon coup.",
    [T_MARK_INACCURACY] = "Une imprécision.",
    [T_MARK_MISTAKE] = "Une erreur.",
    [T_MARK_BLUNDER] = "Une gaffe.",
    [T_VALUE_LEVEL] = "égalité",
    [T_VALUE_AHEAD] = "%s d'avance",
    [T_VALUE_BEHIND] = "%s de retard",
    [T_VALUE_WIN_NOW] = "une victoire immédiate",
    [T_VALUE_WIN_IN] = "une victoire en %d coups",
    [T_VALUE_LOSS_IN] = "une défaite en %d coups",
    [T_VALUE_LOSS_NEXT] = "une défaite au coup suivant",
    [T_UNIT_MAN_1] = "1 pion",
    [T_UNIT_MEN_N] = "%d pions",
    [T_UNIT_MEN_DEC] = "%d,%d pions",
    [T_UNIT_PIECE_1] = "1 pièce",
    [T_UNIT_PIECES_N] = "%d pièces",
    [T_UNIT_PIECES_DEC] = "%d,%d pièces",
    [T_PERFECT_PROVEN] = "Coup prouvé optimal",
    [T_PERFECT_SEARCHED] = "Meilleur coup trouvé à temps, non prouvé",
    [T_TABLES_LOADING] = "Tables de finales : chargement",
    [T_TABLES_BUILDING] = "Calcul des tables de finales : %d %%",
    [T_TABLES_READY] = "Finales parfaites : %d graines ou moins",
    [T_CANNOT_OPEN_FILE] = "Impossible d'ouvrir %.80s : %.160s",
    [T_RULES_PAGE] = "%d / %d",
};
