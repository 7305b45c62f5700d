/*
 * The C test program of the congo-nile C ABI: plays full games of both games by choosing legal
 * decisions, checks the results against the library's own promises, and exercises every error
 * path a C caller can reach. Built by scripts/ci/40-ffi.sh with the system C compiler
 * (-std=c11 -Wall -Wextra -Werror) against the committed header and the static library, and run
 * once more under valgrind.
 *
 * Usage: play [--state-out DIR] [VECTOR.jsonl...]
 *   --state-out DIR: writes DIR/congo.json and DIR/nile.json, the final serialized games,
 *     compared by CI with the Rust reference of the same seed and decision policy.
 *   VECTOR.jsonl: conformance vectors (ffi/tests/vectors/, format in ffi/tests/rulebook_vectors.rs):
 *     rulebook examples with scripted dice, replayed through *_game_new_from_setup (which keeps
 *     the setup's own dice); every event list must equal the vector's byte for byte, and every
 *     refusal (a script that ran dry, a face no die shows) must carry the vector's code and leave
 *     the game byte-identical.
 *
 * The decision policy (shared with the Rust reference and the Node tests): at step i, the first
 * player who must decide applies the k-th of its n legal decisions, k = (i * 7 + 3) % n.
 *
 * Prints "N passed, M failed" last; exits non-zero when anything failed.
 */
#include "congo_nile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The games this library exports: scripts/ci/40-ffi.sh defines WITH_CONGO / WITH_NILE for each
 * game whose calls the committed header declares. */
#define CONGO_BUILTIN "gorilla_clearing"
#define NILE_BUILTIN "two_teams"

static int passed = 0;
static int failed = 0;

#define CHECK(cond, ...)                                                                           \
    do {                                                                                           \
        if (cond) {                                                                                \
            passed++;                                                                              \
        } else {                                                                                   \
            failed++;                                                                              \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                                   \
            fprintf(stderr, __VA_ARGS__);                                                          \
            fprintf(stderr, "\n");                                                                 \
        }                                                                                          \
    } while (0)

/* Check a call's status; on failure print the library's message. */
static void check_status(CongoNileStatus got, CongoNileStatus want, const char *what, int line) {
    char *message = congo_nile_last_error_message();
    if (got == want) {
        passed++;
        /* Every failure leaves a message; success leaves none behind. */
        if (want != CONGO_NILE_STATUS_OK && message == NULL) {
            failed++;
            fprintf(stderr, "FAIL line %d: %s failed without a last-error message\n", line, what);
        }
    } else {
        failed++;
        fprintf(stderr, "FAIL line %d: %s returned %u, expected %u (%s)\n", line, what, (unsigned)got,
                (unsigned)want, message ? message : "no message");
    }
    congo_nile_string_free(message);
}

#define EXPECT(call, want) check_status((call), (want), #call, __LINE__)
#define OK(call) EXPECT(call, CONGO_NILE_STATUS_OK)

/* Copy the first element of a JSON array into a new malloc'd string (NULL if none): enough JSON
 * for the test to send back one legal decision through the JSON entry point. */
static char *first_element(const char *array) {
    const char *p = strchr(array, '[');
    if (p == NULL) return NULL;
    p++;
    while (*p == ' ') p++;
    if (*p == ']') return NULL;
    const char *start = p;
    int depth = 0;
    int in_string = 0;
    for (; *p; p++) {
        char c = *p;
        if (in_string) {
            if (c == '\\' && p[1]) p++;
            else if (c == '"') in_string = 0;
        } else if (c == '"') {
            in_string = 1;
        } else if (c == '{' || c == '[') {
            depth++;
        } else if (c == '}' || c == ']') {
            if (depth == 0) break;
            depth--;
        } else if (c == ',' && depth == 0) {
            break;
        }
    }
    size_t len = (size_t)(p - start);
    char *out = malloc(len + 1);
    if (out == NULL) return NULL;
    memcpy(out, start, len);
    out[len] = '\0';
    return out;
}

static void write_file(const char *dir, const char *name, const char *text) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL, "cannot write %s", path);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

static void test_globals(void) {
    CHECK(congo_nile_abi_version() == CONGO_NILE_ABI_VERSION, "header ABI %u, library ABI %u",
          (unsigned)CONGO_NILE_ABI_VERSION, (unsigned)congo_nile_abi_version());
    const char *version = congo_nile_version(); /* static: not freed */
    CHECK(version != NULL && strlen(version) > 0, "empty version");
    congo_nile_string_free(NULL);
    char *none = congo_nile_last_error_message();
    CHECK(none == NULL, "a last error before any failure: %s", none ? none : "");
    congo_nile_string_free(none);
}

/*
 * The same test for both games: G is the export prefix (congo, nile), H the handle type, BUILTIN
 * a built-in setup name. Both games' calls are generated by one Rust macro, so they share one
 * test here too.
 */
#define DEFINE_GAME_TEST(G, H, BUILTIN)                                                            \
    static void test_##G(const char *state_dir) {                                                  \
        H *game = NULL;                                                                            \
        char *json = NULL;                                                                         \
        OK(G##_game_builtin_names(&json));                                                         \
        CHECK(json && strstr(json, BUILTIN), #G " built-ins %s lack %s", json, BUILTIN);           \
        congo_nile_string_free(json);                                                              \
        /* A setup as JSON, then a game from it and a seed. */                                     \
        char *setup = NULL;                                                                        \
        OK(G##_game_builtin_setup(BUILTIN, &setup));                                               \
        OK(G##_game_new(setup, 7, &game));                                                         \
        H *from_name = NULL;                                                                       \
        OK(G##_game_new_builtin(BUILTIN, 7, &from_name));                                          \
        char *a = NULL, *b = NULL;                                                                 \
        OK(G##_game_state(game, &a));                                                              \
        OK(G##_game_state(from_name, &b));                                                         \
        CHECK(a && b && strcmp(a, b) == 0, #G ": same setup and seed, different states");         \
        congo_nile_string_free(a);                                                                 \
        congo_nile_string_free(b);                                                                 \
        G##_game_free(from_name);                                                                  \
        /* The built-in setup's own dice are seeded with 0: kept, they give the seed-0 game. */    \
        H *own = NULL, *zero = NULL;                                                               \
        OK(G##_game_new_from_setup(setup, &own));                                                  \
        OK(G##_game_new(setup, 0, &zero));                                                         \
        OK(G##_game_state(own, &a));                                                               \
        OK(G##_game_state(zero, &b));                                                              \
        CHECK(a && b && strcmp(a, b) == 0, #G ": the setup's own dice differ from its seed");      \
        congo_nile_string_free(a);                                                                 \
        congo_nile_string_free(b);                                                                 \
        G##_game_free(own);                                                                        \
        G##_game_free(zero);                                                                       \
        congo_nile_string_free(setup);                                                             \
        OK(G##_game_players(game, &json));                                                         \
        congo_nile_string_free(json);                                                              \
        OK(G##_game_phase_names(&json));                                                           \
        congo_nile_string_free(json);                                                              \
                                                                                                   \
        /* Play to the end with the shared policy; every 5th step goes through the JSON calls. */  \
        char *last_decision = NULL;                                                                \
        uint32_t last_player = 0;                                                                  \
        size_t step = 0;                                                                           \
        bool over = false;                                                                         \
        OK(G##_game_is_over(game, &over));                                                         \
        while (!over && step < 100000) {                                                           \
            uint32_t player = 0, phase = 0;                                                        \
            size_t n = 0;                                                                          \
            OK(G##_game_current_player(game, &player));                                            \
            OK(G##_game_phase(game, &phase));                                                      \
            OK(G##_game_legal_count(game, player, &n));                                            \
            CHECK(n > 0, #G " step %zu: player %u must decide but has no legal decision", step,    \
                  (unsigned)player);                                                               \
            if (n == 0) break;                                                                     \
            size_t k = (step * 7 + 3) % n;                                                         \
            if (step % 5 == 0) {                                                                   \
                char *legal = NULL, *events = NULL, *pending = NULL, *view = NULL, *mine = NULL;   \
                OK(G##_game_pending(game, &pending));                                              \
                OK(G##_game_pending_for(game, player, &mine));                                     \
                CHECK(mine && mine[0] != '\0', #G ": no pending for the deciding player");         \
                congo_nile_string_free(mine);                                                      \
                OK(G##_game_view(game, player, &view));                                            \
                OK(G##_game_legal_decisions(game, player, &legal));                                \
                char *first = legal ? first_element(legal) : NULL;                                 \
                CHECK(first != NULL, #G ": no first decision in %s", legal ? legal : "(null)");    \
                /* Apply k-th through the fast call, but check the JSON call on a clone. */        \
                H *copy = NULL;                                                                    \
                OK(G##_game_clone(game, &copy));                                                   \
                if (first) OK(G##_game_apply(copy, player, first, &events));                       \
                CHECK(events && events[0] == '[', #G ": events are not a JSON array");             \
                G##_game_free(copy);                                                               \
                free(last_decision);                                                               \
                last_decision = first;                                                             \
                last_player = player;                                                              \
                congo_nile_string_free(legal);                                                     \
                congo_nile_string_free(events);                                                    \
                congo_nile_string_free(pending);                                                   \
                congo_nile_string_free(view);                                                      \
            }                                                                                      \
            OK(G##_game_apply_legal(game, player, k));                                             \
            OK(G##_game_events(game, &json));                                                      \
            congo_nile_string_free(json);                                                          \
            OK(G##_game_events_for(game, player, &json));                                          \
            CHECK(json && json[0] == '[', #G ": a player's events are not a JSON array");          \
            congo_nile_string_free(json);                                                          \
            OK(G##_game_is_over(game, &over));                                                     \
            step++;                                                                                \
        }                                                                                          \
        CHECK(over, #G ": the game did not end in %zu steps", step);                               \
        printf("%s: played %zu decisions to the end\n", #G, step);                                 \
                                                                                                   \
        /* Error paths. */                                                                         \
        uint32_t who = 0;                                                                          \
        EXPECT(G##_game_current_player(game, &who), CONGO_NILE_STATUS_GAME_OVER);                  \
        if (last_decision)                                                                         \
            EXPECT(G##_game_apply(game, last_player, last_decision, NULL),                         \
                   CONGO_NILE_STATUS_GAME_OVER);                                                   \
        EXPECT(G##_game_apply(game, 0, "{\"type\":", NULL), CONGO_NILE_STATUS_INVALID_JSON);      \
        char *big = malloc(9001); /* a decision over its 8 KiB limit: refused unread */            \
        if (big) {                                                                                 \
            memset(big, ' ', 9000);                                                                \
            big[9000] = '\0';                                                                      \
            EXPECT(G##_game_apply(game, 0, big, NULL), CONGO_NILE_STATUS_INPUT_TOO_LARGE);        \
            free(big);                                                                             \
        }                                                                                          \
        EXPECT(G##_game_apply(game, 0, "\xff\xfe", NULL), CONGO_NILE_STATUS_INVALID_UTF8);        \
        EXPECT(G##_game_apply(game, 0, NULL, NULL), CONGO_NILE_STATUS_NULL_POINTER);              \
        EXPECT(G##_game_view(game, 999, &json), CONGO_NILE_STATUS_OUT_OF_RANGE);                  \
        EXPECT(G##_game_pending_for(game, 999, &json), CONGO_NILE_STATUS_OUT_OF_RANGE);           \
        EXPECT(G##_game_pending_for(game, 0, NULL), CONGO_NILE_STATUS_NULL_POINTER);              \
        EXPECT(G##_game_legal_count(game, 999, NULL), CONGO_NILE_STATUS_NULL_POINTER);            \
        size_t count = 0;                                                                          \
        EXPECT(G##_game_legal_count(game, 999, &count), CONGO_NILE_STATUS_OUT_OF_RANGE);          \
        EXPECT(G##_game_apply_legal(game, 0, 0), CONGO_NILE_STATUS_OUT_OF_RANGE);                 \
        EXPECT(G##_game_state(NULL, &json), CONGO_NILE_STATUS_NULL_POINTER);                      \
        EXPECT(G##_game_state(game, NULL), CONGO_NILE_STATUS_NULL_POINTER);                       \
        H *bad = NULL;                                                                             \
        EXPECT(G##_game_new(NULL, 1, &bad), CONGO_NILE_STATUS_NULL_POINTER);                      \
        EXPECT(G##_game_new("{}", 1, NULL), CONGO_NILE_STATUS_NULL_POINTER);                      \
        EXPECT(G##_game_new("[1,", 1, &bad), CONGO_NILE_STATUS_INVALID_JSON);                     \
        EXPECT(G##_game_new("{\"x\":1}", 1, &bad), CONGO_NILE_STATUS_INVALID_JSON);               \
        EXPECT(G##_game_new("\"\xc3\x28\"", 1, &bad), CONGO_NILE_STATUS_INVALID_UTF8);            \
        EXPECT(G##_game_new_from_setup(NULL, &bad), CONGO_NILE_STATUS_NULL_POINTER);              \
        EXPECT(G##_game_new_from_setup("{}", NULL), CONGO_NILE_STATUS_NULL_POINTER);              \
        EXPECT(G##_game_new_from_setup("{\"x\":1}", &bad), CONGO_NILE_STATUS_INVALID_JSON);       \
        EXPECT(G##_game_new_builtin("no such setup", 1, &bad), CONGO_NILE_STATUS_UNKNOWN_ID);     \
        EXPECT(G##_game_builtin_setup("no such setup", &json), CONGO_NILE_STATUS_UNKNOWN_ID);     \
        CHECK(bad == NULL, #G ": out-parameter written on failure");                               \
        free(last_decision);                                                                       \
                                                                                                   \
        /* Serialize, restore, random playout; a tampered state is refused. */                     \
        char *saved = NULL, *again = NULL;                                                         \
        OK(G##_game_serialize(game, &saved));                                                      \
        H *restored = NULL;                                                                        \
        if (saved) OK(G##_game_restore(saved, &restored));                                         \
        if (restored) OK(G##_game_serialize(restored, &again));                                    \
        CHECK(saved && again && strcmp(saved, again) == 0, #G ": restore changed the state");     \
        if (state_dir && saved) write_file(state_dir, #G ".json", saved);                          \
        if (saved) {                                                                               \
            char *kind = strstr(saved, "\"kind\":\"");                                             \
            if (kind) kind[8] = 'X'; /* another kind */                                            \
            EXPECT(G##_game_restore(saved, &bad), CONGO_NILE_STATUS_WRONG_HANDLE_KIND);            \
        }                                                                                          \
        EXPECT(G##_game_restore("{\"kind\":\"" #G "\",\"state\":{}}", &bad),                      \
               CONGO_NILE_STATUS_INVALID_JSON);                                                    \
        congo_nile_string_free(saved);                                                             \
        congo_nile_string_free(again);                                                             \
        G##_game_free(restored);                                                                   \
        H *fresh = NULL;                                                                           \
        size_t played = 0;                                                                         \
        OK(G##_game_new_builtin(BUILTIN, 11, &fresh));                                             \
        OK(G##_game_random_playout(fresh, 3, 100000, &played));                                    \
        OK(G##_game_is_over(fresh, &over));                                                        \
        CHECK(over && played > 0, #G ": random playout did not end the game");                     \
        printf("%s: random playout of %zu decisions\n", #G, played);                               \
        G##_game_free(fresh);                                                                      \
        G##_game_free(game);                                                                       \
        G##_game_free(NULL);                                                                       \
    }

#ifdef WITH_CONGO
DEFINE_GAME_TEST(congo, CongoGame, CONGO_BUILTIN)
#endif

#ifdef WITH_NILE
DEFINE_GAME_TEST(nile, NileGame, NILE_BUILTIN)
#endif

/* ---------- Conformance vectors (rulebook examples with scripted dice) ---------- */

/* The whole file at `path` as a new malloc'd string, or NULL. */
static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    char *text = NULL;
    size_t len = 0, cap = 0, got;
    char chunk[4096];
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (len + got + 1 > cap) {
            cap = (len + got + 1) * 2;
            char *grown = realloc(text, cap);
            if (grown == NULL) break;
            text = grown;
        }
        memcpy(text + len, chunk, got);
        len += got;
    }
    fclose(f);
    if (text) text[len] = '\0';
    return text;
}

/* The end (one past) of the JSON value starting at `p`: an object or array with its nesting and
   strings, or a scalar up to the next `,` `}` `]`. The vectors are compact serde_json. */
static const char *value_end(const char *p) {
    int depth = 0, in_string = 0;
    for (; *p; p++) {
        char c = *p;
        if (in_string) {
            if (c == '\\' && p[1]) p++;
            else if (c == '"') {
                in_string = 0;
                if (depth == 0) return p + 1;
            }
        } else if (c == '"') {
            in_string = 1;
        } else if (c == '{' || c == '[') {
            depth++;
        } else if (c == '}' || c == ']') {
            if (depth == 0) return p;
            if (--depth == 0) return p + 1;
        } else if (c == ',' && depth == 0) {
            return p;
        }
    }
    return p;
}

/* `p` past the literal `lit`, or NULL when `p` (or NULL) does not start with it. */
static const char *skip(const char *p, const char *lit) {
    size_t n = strlen(lit);
    return p && strncmp(p, lit, n) == 0 ? p + n : NULL;
}

/* The JSON value at `*p` as a new malloc'd string; `*p` moves past it. NULL when `*p` is. */
static char *take_value(const char **p) {
    if (*p == NULL) return NULL;
    const char *end = value_end(*p);
    size_t len = (size_t)(end - *p);
    char *out = malloc(len + 1);
    if (out) {
        memcpy(out, *p, len);
        out[len] = '\0';
    }
    *p = end;
    return out;
}

/* A vector's `result`: the events' JSON text (`*events`, malloc'd) or an error code. */
static CongoNileStatus read_result(const char *result, char **events) {
    const char *p = skip(result, "{\"events\":");
    *events = NULL;
    if (p) {
        *events = take_value(&p);
        return CONGO_NILE_STATUS_OK;
    }
    p = skip(result, "{\"error\":{\"code\":");
    return p ? (CongoNileStatus)strtoul(p, NULL, 10) : CONGO_NILE_STATUS_PANIC;
}

/*
 * Replay one vector's lines (after its first) through the calls of game G (handle H): start with
 * the setup's own dice, then apply each decision and compare its events, or its refusal's code
 * and the untouched state.
 */
#define DEFINE_VECTOR_RUN(G, H)                                                                    \
    static void run_vector_##G(const char *path, char *line) {                                    \
        H *game = NULL;                                                                            \
        size_t number = 2;                                                                         \
        for (; line && *line; number++) {                                                          \
            char *next = strchr(line, '\n');                                                       \
            if (next) *next++ = '\0';                                                              \
            const char *p = line;                                                                  \
            char *setup = NULL, *decision = NULL, *result = NULL, *want = NULL, *got = NULL;       \
            unsigned long player = 0;                                                              \
            if (number == 2) {                                                                     \
                p = skip(p, "{\"setup\":");                                                        \
                setup = take_value(&p);                                                            \
            } else if ((p = skip(p, "{\"player\":")) != NULL) {                                    \
                char *after_player = NULL;                                                         \
                player = strtoul(p, &after_player, 10);                                            \
                p = skip(after_player, ",\"decision\":");                                          \
                decision = take_value(&p);                                                         \
            }                                                                                      \
            p = skip(p, ",\"result\":");                                                           \
            result = take_value(&p);                                                               \
            CHECK(result && (setup || decision), "%s:%zu: not a vector line", path, number);       \
            CongoNileStatus code = result ? read_result(result, &want) : CONGO_NILE_STATUS_PANIC;  \
            if (setup) {                                                                           \
                EXPECT(G##_game_new_from_setup(setup, &game), code);                               \
                CHECK((game != NULL) == (code == CONGO_NILE_STATUS_OK), "%s: a handle iff started", path); \
            } else if (decision && game) {                                                         \
                char *before = NULL, *after = NULL;                                                \
                OK(G##_game_serialize(game, &before));                                             \
                EXPECT(G##_game_apply(game, (uint32_t)player, decision, &got), code);              \
                if (code == CONGO_NILE_STATUS_OK) {                                                \
                    CHECK(got && want && strcmp(got, want) == 0, "%s:%zu: events differ:\n%s\n%s", \
                          path, number, got ? got : "(null)", want ? want : "(null)");             \
                } else {                                                                           \
                    OK(G##_game_serialize(game, &after));                                          \
                    CHECK(before && after && strcmp(before, after) == 0,                           \
                          "%s:%zu: the refusal changed the game", path, number);                   \
                    CHECK(got == NULL, "%s:%zu: events written on refusal", path, number);         \
                }                                                                                  \
                congo_nile_string_free(before);                                                    \
                congo_nile_string_free(after);                                                     \
            } else if (decision) {                                                                 \
                CHECK(0, "%s:%zu: a decision after a refused setup", path, number);                \
            }                                                                                      \
            congo_nile_string_free(got);                                                           \
            free(setup);                                                                           \
            free(decision);                                                                        \
            free(result);                                                                          \
            free(want);                                                                            \
            line = next;                                                                           \
        }                                                                                          \
        printf("%s: replayed %zu lines\n", path, number - 1);                                      \
        G##_game_free(game);                                                                       \
    }

#ifdef WITH_CONGO
DEFINE_VECTOR_RUN(congo, CongoGame)
#endif
#ifdef WITH_NILE
DEFINE_VECTOR_RUN(nile, NileGame)
#endif

/* Run the vector file at `path` through the game its first line names. */
static void run_vector(const char *path) {
    char *text = read_file(path);
    CHECK(text != NULL, "cannot read %s", path);
    if (text == NULL) return;
    char *rest = strchr(text, '\n');
    if (rest) *rest++ = '\0';
    if (skip(text, "{\"game\":\"congo\"")) {
#ifdef WITH_CONGO
        run_vector_congo(path, rest);
#endif
    } else if (skip(text, "{\"game\":\"nile\"")) {
#ifdef WITH_NILE
        run_vector_nile(path, rest);
#endif
    } else {
        CHECK(0, "%s: no game named on its first line", path);
    }
    free(text);
}

#ifdef WITH_CONGO
/* List-building: rosters, Adventures, column validation, a game from an Adventure and two lists. */
#define WME_LIST                                                                                   \
    "{\"culture\":\"white_men_expeditions\",\"groups\":[\"wme.soldiers\",\"wme.trained_askaris\"]," \
    "\"characters\":[{\"id\":\"wme.explorer\",\"group\":0}],"                                    \
    "\"auxiliaries\":[{\"id\":\"wme.bearers\",\"group\":1}]}"
#define FOREST_LIST                                                                                \
    "{\"culture\":\"forest_tribes\",\"groups\":[\"forest.warriors\",\"forest.young_warriors\"],"  \
    "\"characters\":[{\"id\":\"forest.chieftain\",\"group\":0}],\"auxiliaries\":[]}"
/* Another culture's group, an unknown group, no character. */
#define BAD_LIST                                                                                   \
    "{\"culture\":\"white_men_expeditions\",\"groups\":[\"zan.baluchis\",\"no.such\"],"          \
    "\"characters\":[],\"auxiliaries\":[]}"

static void test_congo_lists(void) {
    char *json = NULL;
    OK(congo_rosters(&json));
    CHECK(json && strstr(json, "\"max_characters\":2") && strstr(json, "wme.soldiers") &&
              strstr(json, "forest_tribes"),
          "rosters lack limits or profiles");
    congo_nile_string_free(json);
    OK(congo_adventures(&json));
    CHECK(json && strstr(json, "\"gorilla_clearing\"") && strstr(json, "\"muster_rules\""),
          "adventures lack gorilla_clearing or muster rules");
    congo_nile_string_free(json);

    const char *rules = "{\"budget\":100,\"imposed_characters\":[]}";
    OK(congo_column_validate(WME_LIST, rules, &json));
    CHECK(json && strstr(json, "\"valid\":true") && strstr(json, "\"problems\":[]"),
          "a legal column refused: %s", json ? json : "(null)");
    congo_nile_string_free(json);
    OK(congo_column_validate(BAD_LIST, rules, &json));
    CHECK(json && strstr(json, "\"valid\":false") && strstr(json, "\"kind\":\"wrong_culture\"") &&
              strstr(json, "\"kind\":\"unknown_group\"") && strstr(json, "\"kind\":\"no_character\""),
          "an illegal column not explained: %s", json ? json : "(null)");
    congo_nile_string_free(json);
    OK(congo_column_validate(WME_LIST, "{\"budget\":10}", &json));
    CHECK(json && strstr(json, "\"kind\":\"over_budget\""), "over budget not found: %s", json ? json : "(null)");
    congo_nile_string_free(json);
    EXPECT(congo_column_validate("{\"culture\":\"atlantean\"}", rules, &json), CONGO_NILE_STATUS_INVALID_JSON);
    EXPECT(congo_column_validate(WME_LIST, NULL, &json), CONGO_NILE_STATUS_NULL_POINTER);
    EXPECT(congo_column_validate(WME_LIST, rules, NULL), CONGO_NILE_STATUS_NULL_POINTER);

    CongoGame *game = NULL;
    OK(congo_game_new_adventure("night_ambush", "{\"columns\":[" WME_LIST "," FOREST_LIST "]}", 7, &game));
    size_t played = 0;
    bool over = false;
    if (game) OK(congo_game_random_playout(game, 5, 100000, &played));
    if (game) OK(congo_game_is_over(game, &over));
    CHECK(over && played > 0, "the adventure game did not end");
    congo_game_free(game);
    CongoGame *bad = NULL;
    EXPECT(congo_game_new_adventure("atlantis", "{\"columns\":[" WME_LIST "," FOREST_LIST "]}", 7, &bad),
           CONGO_NILE_STATUS_UNKNOWN_ID);
    EXPECT(congo_game_new_adventure("night_ambush", "{\"columns\":[" WME_LIST "," BAD_LIST "]}", 7, &bad),
           CONGO_NILE_STATUS_INVALID_ROSTER);
    EXPECT(congo_game_new_adventure("night_ambush", "{\"columns\":[]}", 7, &bad), CONGO_NILE_STATUS_INVALID_JSON);
    CHECK(bad == NULL, "out-parameter written on failure");
}
#endif

#ifdef WITH_CONGO
/* Hidden information: player one's secret choice of three Action cards is in the unfiltered
   events, and redacted in the events sent to player two (CG-TURN-03). */
static void test_congo_hidden_events(void) {
    CongoGame *game = NULL;
    char *all = NULL, *mine = NULL, *theirs = NULL, *json = NULL;
    OK(congo_game_new_builtin(CONGO_BUILTIN, 3, &game));
    if (!game) return;
    OK(congo_game_apply_legal(game, 0, 0));
    OK(congo_game_events(game, &all));
    OK(congo_game_events_for(game, 0, &mine));
    OK(congo_game_events_for(game, 1, &theirs));
    CHECK(all && strstr(all, "\"action_cards_chosen\"") && strstr(all, "\"cards\":["),
          "the unfiltered events lack the chosen cards: %s", all ? all : "(null)");
    CHECK(mine && strstr(mine, "\"cards\":["), "player one does not see his own cards: %s", mine ? mine : "(null)");
    CHECK(theirs && strstr(theirs, "\"action_cards_chosen\"") && strstr(theirs, "\"cards\":null") &&
              !strstr(theirs, "\"cards\":["),
          "player two sees player one's cards: %s", theirs ? theirs : "(null)");
    EXPECT(congo_game_events_for(game, 2, &json), CONGO_NILE_STATUS_OUT_OF_RANGE);
    EXPECT(congo_game_events_for(game, 0, NULL), CONGO_NILE_STATUS_NULL_POINTER);
    EXPECT(congo_game_events_for(NULL, 0, &json), CONGO_NILE_STATUS_NULL_POINTER);
    CHECK(json == NULL, "out-parameter written on failure");
    congo_nile_string_free(all);
    congo_nile_string_free(mine);
    congo_nile_string_free(theirs);
    /* Both have chosen: each now chooses the step's card among those he still holds. The
       unredacted pending shows both hands; pending_for(two) empties player one's. */
    OK(congo_game_apply_legal(game, 1, 0)); /* two's Big Chief keeps a Totem card */
    OK(congo_game_apply_legal(game, 1, 0)); /* two's three Action cards */
    char *pending = NULL, *seen = NULL;
    OK(congo_game_pending(game, &pending));
    OK(congo_game_pending_for(game, 1, &seen));
    CHECK(pending && strstr(pending, "\"choose_card\"") && !strstr(pending, "\"available\":[]"),
          "the referee's pending lacks the cards held: %s", pending ? pending : "(null)");
    CHECK(seen && strstr(seen, "\"choose_card\"") && strstr(seen, "\"available\":[]"),
          "player two sees player one's cards in pending_for: %s", seen ? seen : "(null)");
    congo_nile_string_free(pending);
    congo_nile_string_free(seen);
    congo_game_free(game);
}
#endif

#ifdef WITH_CONGO
/* Undo and redo (docs/rulings.md "Undo"): player one takes back his secret choice of Action
   cards while player two has not chosen, and makes it again; player two has nothing to take
   back. */
static void test_congo_undo(void) {
    CongoGame *game = NULL;
    char *fresh = NULL, *chosen = NULL, *json = NULL;
    size_t n = 99;
    bool redo = true;
    OK(congo_game_new_builtin("skirmish", 3, &game));
    if (!game) return;
    OK(congo_game_state(game, &fresh));
    OK(congo_game_can_undo(game, 0, &n));
    CHECK(n == 0, "undo before any decision: %zu", n);
    OK(congo_game_apply_legal(game, 0, 0));
    OK(congo_game_state(game, &chosen));
    OK(congo_game_can_undo(game, 0, &n));
    CHECK(n == 1, "player one may take back his cards: %zu", n);
    OK(congo_game_can_undo(game, 1, &n));
    CHECK(n == 0, "player two has nothing to take back: %zu", n);
    EXPECT(congo_game_undo(game, 1), CONGO_NILE_STATUS_ILLEGAL_DECISION);
    OK(congo_game_undo(game, 0));
    OK(congo_game_state(game, &json));
    CHECK(json && fresh && strcmp(json, fresh) == 0, "undo did not restore the state");
    congo_nile_string_free(json);
    json = NULL;
    OK(congo_game_can_redo(game, 1, &redo));
    CHECK(!redo, "player two may redo player one's decision");
    OK(congo_game_can_redo(game, 0, &redo));
    CHECK(redo, "player one may not redo");
    OK(congo_game_redo(game, 0));
    OK(congo_game_state(game, &json));
    CHECK(json && chosen && strcmp(json, chosen) == 0, "redo did not give the state back");
    EXPECT(congo_game_redo(game, 0), CONGO_NILE_STATUS_ILLEGAL_DECISION);
    EXPECT(congo_game_can_undo(game, 2, &n), CONGO_NILE_STATUS_OUT_OF_RANGE);
    EXPECT(congo_game_can_undo(game, 0, NULL), CONGO_NILE_STATUS_NULL_POINTER);
    congo_nile_string_free(json);
    congo_nile_string_free(fresh);
    congo_nile_string_free(chosen);
    congo_game_free(game);
}

/* The first legal decision of type `type` in a legal-decisions array (malloc'd), or NULL. */
static char *decision_of_type(const char *legal, const char *type) {
    char key[64];
    snprintf(key, sizeof key, "{\"type\":\"%s\"", type);
    const char *p = legal ? strstr(legal, key) : NULL;
    return take_value(&p);
}

/* The move and shot previews, sight and reach on a game played by the conformance policy: a
   legal decision previews as legal (and apply accepts it), a 9" stick is refused by geometry,
   the other player has no card action; sight lists targets; a legal shot's dice are shown. */
static void test_congo_queries(void) {
    CongoGame *game = NULL;
    OK(congo_game_new_builtin("skirmish", 3, &game));
    if (!game) return;
    int moved = 0, shot = 0;
    for (size_t step = 0; step < 3000 && !(moved && shot); step++) {
        uint32_t player = 0;
        if (congo_game_current_player(game, &player) != CONGO_NILE_STATUS_OK) break;
        char *legal = NULL, *out = NULL;
        OK(congo_game_legal_decisions(game, player, &legal));
        char *move = moved ? NULL : decision_of_type(legal, "move");
        if (move) {
            moved = 1;
            OK(congo_game_preview_move(game, player, move, &out));
            CHECK(out && strstr(out, "\"verdict\":\"legal\"") && strstr(out, "\"formation\":["),
                  "a legal move previewed as %s", out ? out : "(null)");
            congo_nile_string_free(out);
            out = NULL;
            OK(congo_game_preview_move(game, 1 - player, move, &out));
            CHECK(out && strstr(out, "\"reason\":\"no_card_action\""), "the other player: %s", out ? out : "(null)");
            congo_nile_string_free(out);
            out = NULL;
            long group = strtol(strstr(move, "\"group\":") + 8, NULL, 10);
            long leader = strtol(strstr(move, "\"leader\":") + 9, NULL, 10);
            const char *far_path = "{\"group\":%ld,\"leader\":%ld,\"path\":[{\"x\":%ld,\"y\":%ld}]}";
            char far[256];
            OK(congo_game_reach(game, (uint16_t)group, (uint16_t)leader, &out));
            CHECK(out && strstr(out, "\"one_stick\":{\"points\":[{"), "reach: %s", out ? out : "(null)");
            /* 9" east of the leader's start: no single stick reaches it. */
            const char *start = out ? strstr(out, "\"start\":{\"x\":") : NULL;
            long x = start ? strtol(start + 13, NULL, 10) : 0;
            const char *ys = start ? strstr(start, "\"y\":") : NULL;
            long y = ys ? strtol(ys + 4, NULL, 10) : 0;
            congo_nile_string_free(out);
            out = NULL;
            snprintf(far, sizeof far, far_path, group, leader, x + 9000, y);
            OK(congo_game_preview_move(game, player, far, &out));
            CHECK(out && strstr(out, "\"reason\":\"geometry\""), "a 9\" stick: %s", out ? out : "(null)");
            congo_nile_string_free(out);
            out = NULL;
            OK(congo_game_sight(game, (uint16_t)group, &out));
            CHECK(out && strstr(out, "\"targets\":[{\"target\":"), "sight: %s", out ? out : "(null)");
            congo_nile_string_free(out);
            out = NULL;
            EXPECT(congo_game_sight(game, 999, &out), CONGO_NILE_STATUS_UNKNOWN_ID);
            EXPECT(congo_game_preview_move(game, player, "{\"group\":", &out), CONGO_NILE_STATUS_INVALID_JSON);
            CHECK(out == NULL, "out-parameter written on failure");
        }
        char *shoot = shot ? NULL : decision_of_type(legal, "shoot");
        if (shoot) {
            shot = 1;
            OK(congo_game_preview_shot(game, player, shoot, &out));
            CHECK(out && strstr(out, "\"verdict\":\"legal\"") && strstr(out, "\"dice\":[\"") &&
                      strstr(out, "\"sources\":[{"),
                  "a legal shot previewed as %s", out ? out : "(null)");
            congo_nile_string_free(out);
            out = NULL;
        }
        free(move);
        free(shoot);
        congo_nile_string_free(legal);
        size_t count = 0;
        OK(congo_game_legal_count(game, player, &count));
        if (count == 0) break;
        OK(congo_game_apply_legal(game, player, (step * 7 + 3) % count));
    }
    CHECK(moved && shot, "no move (%d) or no shot (%d) to preview", moved, shot);
    congo_game_free(game);
}
#endif

#ifdef WITH_NILE
/* A Nile setup whose dice name only the seed (`{"kind":"seeded","seed":7}`, no generator state)
   starts the same game as the built-in setup started with seed 7. */
static void test_nile_seed_only_dice(void) {
    char *setup = NULL;
    OK(nile_game_builtin_setup(NILE_BUILTIN, &setup));
    const char *dice = setup ? strstr(setup, "\"dice\":") : NULL;
    CHECK(dice != NULL, "nile: the built-in setup has no \"dice\"");
    if (dice == NULL) {
        congo_nile_string_free(setup);
        return;
    }
    const char *value = dice + strlen("\"dice\":");
    const char *rest = value_end(value);
    const char *seed_only = "{\"kind\":\"seeded\",\"seed\":7}";
    size_t head = (size_t)(value - setup);
    char *edited = malloc(head + strlen(seed_only) + strlen(rest) + 1);
    if (edited == NULL) {
        congo_nile_string_free(setup);
        return;
    }
    memcpy(edited, setup, head);
    strcpy(edited + head, seed_only);
    strcat(edited, rest);
    NileGame *from_seed = NULL, *seven = NULL;
    OK(nile_game_new_from_setup(edited, &from_seed));
    OK(nile_game_new(setup, 7, &seven));
    char *a = NULL, *b = NULL;
    OK(nile_game_state(from_seed, &a));
    OK(nile_game_state(seven, &b));
    CHECK(a && b && strcmp(a, b) == 0, "nile: a seed-only setup starts another game than its seed");
    congo_nile_string_free(a);
    congo_nile_string_free(b);
    nile_game_free(from_seed);
    nile_game_free(seven);
    free(edited);
    congo_nile_string_free(setup);
}
#endif

#if defined(WITH_CONGO) && defined(WITH_NILE)
/* One game's handle passed to the other's calls. */
static void test_wrong_kind(void) {
    CongoGame *congo = NULL;
    NileGame *nile = NULL;
    bool over = false;
    OK(congo_game_new_builtin(CONGO_BUILTIN, 1, &congo));
    OK(nile_game_new_builtin(NILE_BUILTIN, 1, &nile));
    EXPECT(nile_game_is_over((const NileGame *)(const void *)congo, &over),
           CONGO_NILE_STATUS_WRONG_HANDLE_KIND);
    EXPECT(congo_game_apply_legal((CongoGame *)(void *)nile, 0, 0),
           CONGO_NILE_STATUS_WRONG_HANDLE_KIND);
    /* A pointer that is not aligned as a handle: a status, never a read through it. */
    uint64_t words[2] = {0, 0};
    const void *odd = (const char *)(const void *)words + 1;
    EXPECT(congo_game_is_over((const CongoGame *)odd, &over), CONGO_NILE_STATUS_WRONG_HANDLE_KIND);
    EXPECT(nile_game_is_over((const NileGame *)odd, &over), CONGO_NILE_STATUS_WRONG_HANDLE_KIND);
    congo_game_free((CongoGame *)(void *)((char *)(void *)words + 3)); /* refused, nothing read */
    nile_game_free((NileGame *)(void *)congo); /* refused: not a Nile handle */
    OK(congo_game_is_over(congo, &over));
    congo_game_free(congo);
    nile_game_free(nile);
}
#endif

#ifdef WITH_CONGO
/* Exact odds (issue 24): a Terror test and a melee in the built-in demo skirmish (player one's
   groups 0-3, player two's 4-7), and the refusals. */
static void test_congo_odds(void) {
    CongoGame *game = NULL;
    char *json = NULL;
    OK(congo_game_new_builtin("skirmish", 5, &game));
    if (!game) return;
    OK(congo_game_odds(game, 0, "{\"type\":\"terror\",\"target\":4}", &json));
    CHECK(json && strstr(json, "\"type\":\"terror\"") && strstr(json, "\"hits\":1") &&
              strstr(json, "\"stress_tokens\":[{\"value\":0,") && strstr(json, "\"denominator\":\""),
          "terror odds lack their shape: %s", json ? json : "(null)");
    congo_nile_string_free(json);
    json = NULL;
    OK(congo_game_odds(game, 0, "{\"type\":\"melee\",\"attacker\":0,\"defender\":4,\"across_obstacle\":false}",
                       &json));
    CHECK(json && strstr(json, "\"type\":\"melee\"") && strstr(json, "\"at_least_one_casualty\":{\"p\":") &&
              strstr(json, "\"attacker_wins\""),
          "melee odds lack their shape: %s", json ? json : "(null)");
    congo_nile_string_free(json);
    json = NULL;
    /* Player two asking about player one's group; terror at one's own group. */
    EXPECT(congo_game_odds(game, 1, "{\"type\":\"rally\",\"group\":0}", &json), CONGO_NILE_STATUS_ILLEGAL_DECISION);
    EXPECT(congo_game_odds(game, 0, "{\"type\":\"terror\",\"target\":0}", &json), CONGO_NILE_STATUS_ILLEGAL_DECISION);
    EXPECT(congo_game_odds(game, 0, "{\"type\":\"terror\",\"target\":99}", &json), CONGO_NILE_STATUS_UNKNOWN_ID);
    EXPECT(congo_game_odds(game, 0, "{\"type\":\"dance\"}", &json), CONGO_NILE_STATUS_INVALID_JSON);
    EXPECT(congo_game_odds(game, 2, "{\"type\":\"terror\",\"target\":4}", &json), CONGO_NILE_STATUS_OUT_OF_RANGE);
    EXPECT(congo_game_odds(game, 0, NULL, &json), CONGO_NILE_STATUS_NULL_POINTER);
    EXPECT(congo_game_odds(game, 0, "{\"type\":\"terror\",\"target\":4}", NULL), CONGO_NILE_STATUS_NULL_POINTER);
    EXPECT(congo_game_odds(NULL, 0, "{\"type\":\"terror\",\"target\":4}", &json), CONGO_NILE_STATUS_NULL_POINTER);
    CHECK(json == NULL, "out-parameter written on failure");
    congo_game_free(game);
}
#endif

#ifdef WITH_CONGO
/* The bots (issue 25): 30 decisions of a built-in Adventure, the heuristic bot (budget 0) for
   player one and the search bot (8 iterations) for player two; the same seed gives the same
   decision, `congo_game_apply` accepts each; and the refusals. */
static void test_congo_bots(void) {
    CongoGame *game = NULL;
    char *json = NULL;
    char *again = NULL;
    char *events = NULL;
    OK(congo_game_new_builtin("gorilla_clearing", 3, &game));
    if (!game) return;
    for (int i = 0; i < 30; i++) {
        uint32_t player = 0;
        if (congo_game_current_player(game, &player) != CONGO_NILE_STATUS_OK) break;
        uint32_t budget = player == 0 ? 0 : 8;
        OK(congo_bot_decide(game, player, budget, 9, &json));
        OK(congo_bot_decide(game, player, budget, 9, &again));
        CHECK(json && again && strcmp(json, again) == 0, "the same seed gave two decisions: %s / %s",
              json ? json : "(null)", again ? again : "(null)");
        if (json) OK(congo_game_apply(game, player, json, &events));
        congo_nile_string_free(json);
        congo_nile_string_free(again);
        congo_nile_string_free(events);
        json = again = events = NULL;
    }
    EXPECT(congo_bot_decide(game, 2, 0, 1, &json), CONGO_NILE_STATUS_OUT_OF_RANGE);
    EXPECT(congo_bot_decide(game, 0, 0, 1, NULL), CONGO_NILE_STATUS_NULL_POINTER);
    EXPECT(congo_bot_decide(NULL, 0, 0, 1, &json), CONGO_NILE_STATUS_NULL_POINTER);
    CHECK(json == NULL, "out-parameter written on failure");
    congo_game_free(game);
}
#endif

#if defined(WITH_CONGO) && defined(WITH_NILE)
/* The expedition game's queries (issue 24): the known map, a plan's Lost Check odds and its
   cost (and the refusal apply gives another team's plan), the reach, a hunt's and an attitude
   roll's exact odds (given and from the game). */
static void test_nile_queries(void) {
    NileGame *game = NULL;
    char *json = NULL;
    OK(nile_game_new_builtin(NILE_BUILTIN, 1, &game));
    if (!game) return;
    uint32_t team = 0;
    OK(nile_game_current_player(game, &team));
    OK(nile_game_known_map(game, team, &json));
    CHECK(json && json[0] == '[', "known map: %s", json ? json : "(null)");
    congo_nile_string_free(json);
    json = NULL;
    char *legal = NULL;
    OK(nile_game_legal_decisions(game, team, &legal));
    char *plan = decision_of_type(legal, "plan");
    CHECK(plan != NULL, "a plan among %s", legal ? legal : "(null)");
    if (plan) {
        OK(nile_game_plan_lost_odds(game, team, plan, &json));
        CHECK(json && strstr(json, "\"lost\":{\"p\":") && strstr(json, "\"denominator\":6"),
              "plan odds: %s", json ? json : "(null)");
        congo_nile_string_free(json);
        json = NULL;
        OK(nile_game_plan_cost(game, team, plan, &json));
        CHECK(json && strstr(json, "\"route\":{\"squares\":[") && strstr(json, "\"meal\":{\"rations\":") &&
                  strstr(json, "\"left\":{"),
              "plan cost: %s", json ? json : "(null)");
        congo_nile_string_free(json);
        json = NULL;
        EXPECT(nile_game_plan_cost(game, 1 - team, plan, &json), CONGO_NILE_STATUS_NOT_YOUR_DECISION);
        EXPECT(nile_game_plan_cost(game, team, "{\"type\":\"keep_roll\"}", &json), CONGO_NILE_STATUS_ILLEGAL_DECISION);
        EXPECT(nile_game_plan_cost(game, team, "{", &json), CONGO_NILE_STATUS_INVALID_JSON);
        EXPECT(nile_game_plan_lost_odds(game, 1 - team, plan, &json), CONGO_NILE_STATUS_NOT_YOUR_DECISION);
        EXPECT(nile_game_plan_lost_odds(game, 9, plan, &json), CONGO_NILE_STATUS_OUT_OF_RANGE);
        EXPECT(nile_game_plan_lost_odds(game, team, plan, NULL), CONGO_NILE_STATUS_NULL_POINTER);
        free(plan);
    }
    congo_nile_string_free(legal);
    OK(nile_game_reach(game, team, &json));
    CHECK(json && strstr(json, "[{\"activity\":") && strstr(json, "\"squares\":[{\"square\":"), "reach: %s",
          json ? json : "(null)");
    congo_nile_string_free(json);
    json = NULL;
    EXPECT(nile_game_reach(game, 9, &json), CONGO_NILE_STATUS_OUT_OF_RANGE);
    OK(nile_game_hunt_odds(game, team, &json));
    CHECK(json && strstr(json, "\"ground\":") && strstr(json, "\"odds\":{\"food\":[["), "hunt here: %s",
          json ? json : "(null)");
    congo_nile_string_free(json);
    json = NULL;
    /* Nobody has met natives at the start: the attitude is not asked. */
    EXPECT(nile_game_attitude_odds(game, team, "{\"posture\":\"forceful\"}", &json),
           CONGO_NILE_STATUS_ILLEGAL_DECISION);
    EXPECT(nile_game_attitude_odds(game, 1 - team, "{\"posture\":\"forceful\"}", &json),
           CONGO_NILE_STATUS_NOT_YOUR_DECISION);
    EXPECT(nile_game_attitude_odds(game, team, "{\"posture\":\"sulky\"}", &json), CONGO_NILE_STATUS_INVALID_JSON);
    OK(nile_hunt_odds("{\"ground\":\"veldt\",\"hunter_skill\":false}", &json));
    CHECK(json && strstr(json, "\"encounter\":{\"p\":0.05555555555555555,\"numerator\":2,\"denominator\":36}"),
          "hunt odds: %s",
          json ? json : "(null)");
    congo_nile_string_free(json);
    json = NULL;
    OK(nile_attitude_odds("{\"tribe\":{\"kind\":\"pygmy\",\"size\":\"small\",\"warriors\":8},\"party\":{\"armed_men\":"
                          "3,\"commanding_presence\":false,\"diplomat\":false,\"temper\":\"normal\"},\"posture\":"
                          "{\"posture\":\"forceful\"},\"totals\":null}",
                          &json));
    CHECK(json && strstr(json, "\"inhospitable\":{\"p\":0.0,\"numerator\":0,"), "attitude odds: %s",
          json ? json : "(null)");
    congo_nile_string_free(json);
    json = NULL;
    EXPECT(nile_hunt_odds("{\"ground\":\"moon\"}", &json), CONGO_NILE_STATUS_INVALID_JSON);
    EXPECT(nile_attitude_odds(NULL, &json), CONGO_NILE_STATUS_NULL_POINTER);
    CHECK(json == NULL, "out-parameter written on failure");
    nile_game_free(game);
}
#endif

int main(int argc, char **argv) {
    const char *state_dir = NULL;
    int first_vector = 1;
    if (argc >= 3 && strcmp(argv[1], "--state-out") == 0) {
        state_dir = argv[2];
        first_vector = 3;
    }
    test_globals();
    for (int i = first_vector; i < argc; i++) run_vector(argv[i]);
#ifdef WITH_CONGO
    test_congo(state_dir);
    test_congo_lists();
    test_congo_hidden_events();
    test_congo_odds();
    test_congo_bots();
    test_congo_undo();
    test_congo_queries();
#endif
#ifdef WITH_NILE
    test_nile(state_dir);
    test_nile_seed_only_dice();
#endif
#if defined(WITH_CONGO) && defined(WITH_NILE)
    test_wrong_kind();
    test_nile_queries();
#endif
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
