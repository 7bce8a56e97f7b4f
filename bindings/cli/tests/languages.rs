//! The command line in the players' languages: a short game with `LANG` French,
//! Czech and Russian shows the command line's own lines (board header, the
//! session's prompt and questions, the end-game list, refusals) in that language
//! beside the core's breakdowns, with the plural forms of each language; `--help`
//! in French and Russian and the session's `help <command>` in German, clap's
//! headings and the options' help included; the README's French example is what
//! `tally` prints.
//!
//! The expected lines are written from `locales/<language>/cli.ftl`, not captured.

mod common;

use std::process::Output;

use common::{Sandbox, run};

/// `tally args` on the sandbox's database with `LANG=locale`.
fn tally(sandbox: &Sandbox, locale: &str, args: &[&str], stdin: &str) -> Output {
    let db = sandbox.db();
    run(args, stdin, &[("TALLY_DB", db.to_str().expect("path")), ("LANG", locale)], &sandbox.dir)
}

/// stdout of a command that must succeed.
fn ok(sandbox: &Sandbox, locale: &str, args: &[&str]) -> String {
    let output = tally(sandbox, locale, args, "");
    assert!(output.status.success(), "tally {args:?}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).expect("utf-8")
}

/// stderr of a command that must be refused as bad input.
fn refused(sandbox: &Sandbox, locale: &str, args: &[&str]) -> String {
    let output = tally(sandbox, locale, args, "");
    assert_eq!(output.status.code(), Some(2), "tally {args:?}: {}", String::from_utf8_lossy(&output.stdout));
    String::from_utf8(output.stderr).expect("utf-8")
}

/// What one language must print.
struct Expected {
    locale: &'static str,
    started: &'static str,
    header: &'static str,
    /// The session's prompt and the question of a scoring that gives nobody points.
    prompt: &'static str,
    nobody: &'static str,
    /// What answers yes.
    yes: &'static str,
    /// The entry a scoring with no points makes.
    no_points: &'static str,
    refusal: &'static str,
    unknown_player: &'static str,
    end_header: &'static str,
    end_footer: &'static str,
    standings: &'static str,
}

const FRENCH: Expected = Expected {
    locale: "fr_FR.UTF-8",
    started: "Partie n° 1 commencée.",
    header: "Partie n° 1 · Troisième édition (C3) · tour 1, à Ann de jouer, étape 1A",
    prompt: "[tour 1 · rouge · 1A] > ",
    nobody: "Personne ne marque pour cette zone (ville) : aucun partisan n'est nommé. \
             L'enregistrer sans points ? [o/N] ",
    yes: "oui",
    no_points: "#2 Ville : aucun point",
    refusal: "refusé : commande ou élément inconnu : `bogus` (tapez `help`) (rien n'a changé)",
    unknown_player: "tally: `green` : aucun joueur vert dans cette partie (rouge Ann, bleu Ben)\n",
    end_header: "Évaluation finale, dans l'ordre (marquez chaque zone inachevée ; passez ce qui ne s'applique pas) :",
    end_footer: "  puis `finish` pour le classement.",
    standings: "Classement :",
};

const CZECH: Expected = Expected {
    locale: "cs_CZ.UTF-8",
    started: "Hra č. 1 začala.",
    header: "Hra č. 1 · Třetí edice (C3) · tah 1, na tahu je Ann, krok 1A",
    prompt: "[tah 1 · červená · 1A] > ",
    nobody: "Za toto území nikdo nezíská body (město): není uvedena žádná figurka. Zapsat bez bodů? [a/N] ",
    yes: "a",
    no_points: "#2 Město: žádné body",
    refusal: "odmítnuto: neznámý příkaz nebo položka `bogus` (napište `help`) (nic se nezměnilo)",
    unknown_player: "tally: `green`: v této hře není hráč zelená (červená Ann, modrá Ben)\n",
    end_header: "Závěrečné hodnocení, popořadě (vyhodnoťte každé nedokončené území; co se netýká, přeskočte):",
    end_footer: "  pak `finish` pro konečné pořadí.",
    standings: "Pořadí:",
};

const RUSSIAN: Expected = Expected {
    locale: "ru_RU.UTF-8",
    started: "Игра № 1 начата.",
    header: "Игра № 1 · 3-е издание (К3) · ход 1, ходит Ann, шаг 1A",
    prompt: "[ход 1 · красный · 1A] > ",
    nobody: "Никто не получает очков за этот объект (город): не указан ни один подданный. \
             Записать без очков? [д/Н] ",
    yes: "да",
    no_points: "#2 Город: нет очков",
    refusal: "отклонено: неизвестная команда или элемент `bogus` (наберите `help`) (ничего не изменилось)",
    unknown_player: "tally: `green`: в этой игре нет игрока зелёный (красный Ann, синий Ben)\n",
    end_header: "Подсчёт очков в конце игры по порядку (подсчитайте каждый незавершённый объект; пропустите то, \
                 что не подходит):",
    end_footer: "  затем `finish` для итоговых мест.",
    standings: "Места:",
};

/// A short game: started by a subcommand, played in the session (a scoring, a
/// question answered no then yes in the language, an unknown word), refused a
/// player who is not there, the end-game scoring begun and finished.
fn short_game(expected: &Expected) {
    let sandbox = Sandbox::new(&format!("lang-{}", &expected.locale[..2]));
    let locale = expected.locale;
    let started = ok(&sandbox, locale, &["new", "--player", "Ann:red", "--player", "Ben:blue"]);
    let lines: Vec<&str> = started.lines().collect();
    assert_eq!(lines[..2], [expected.started, expected.header], "{started}");

    let typed = format!("road 3 red\ncity 3\nn\ncity 3\n{}\nbogus\nquit\n", expected.yes);
    let output = tally(&sandbox, locale, &["play"], &typed);
    assert!(output.status.success());
    let session = String::from_utf8(output.stdout).expect("utf-8");
    let lines: Vec<&str> = session.lines().collect();
    assert!(lines.contains(&format!("{}road 3 red", expected.prompt).as_str()), "{session}");
    let question = format!("{}n", expected.nobody);
    assert!(lines.contains(&question.as_str()), "the question in the language:\n{session}");
    let yes = format!("{}{}", expected.nobody, expected.yes);
    assert!(lines.contains(&yes.as_str()), "{session}");
    assert!(lines.contains(&expected.no_points), "the language's yes records it:\n{session}");
    assert!(lines.contains(&expected.refusal), "{session}");

    assert_eq!(refused(&sandbox, locale, &["score", "road", "3", "green"]), expected.unknown_player);

    let end = ok(&sandbox, locale, &["end"]);
    let lines: Vec<&str> = end.lines().collect();
    let at = lines.iter().position(|line| *line == expected.end_header).unwrap_or_else(|| panic!("{end}"));
    assert_eq!(lines.last(), Some(&expected.end_footer), "{end}");
    assert!(at + 2 < lines.len(), "the items between:\n{end}");
    let finished = ok(&sandbox, locale, &["end", "--finish"]);
    assert!(finished.lines().any(|line| line == expected.standings), "{finished}");
    assert!(finished.lines().any(|line| line.starts_with("1. Ann  3")), "{finished}");
}

#[test]
fn a_short_game_in_french() {
    short_game(&FRENCH);
}

#[test]
fn a_short_game_in_czech() {
    short_game(&CZECH);
}

#[test]
fn a_short_game_in_russian() {
    short_game(&RUSSIAN);
}

/// Ann's statistics line after she won `games` games, in `locale`.
fn statistics_after(locale: &str, counts: &[usize]) -> Vec<String> {
    let sandbox = Sandbox::new(&format!("lang-stats-{}", &locale[..2]));
    let mut played = 0;
    let mut lines = Vec::new();
    for count in counts {
        while played < *count {
            ok(&sandbox, locale, &["new", "--player", "Ann:red", "--player", "Ben:blue"]);
            ok(&sandbox, locale, &["score", "road", "2", "red"]);
            ok(&sandbox, locale, &["end", "--finish", "--now"]);
            played += 1;
        }
        let stats = ok(&sandbox, locale, &["stats", "Ann"]);
        lines.push(stats.lines().next().expect("a line").to_owned());
    }
    lines
}

#[test]
fn czech_counts_take_their_plural_forms() {
    assert_eq!(
        statistics_after("cs_CZ.UTF-8", &[1, 3, 5]),
        [
            "Ann: 1 hra, 1 výhra (100 %), průměr 2,0, nejlepší 2, nejhorší 2",
            "Ann: 3 hry, 3 výhry (100 %), průměr 2,0, nejlepší 2, nejhorší 2",
            "Ann: 5 her, 5 výher (100 %), průměr 2,0, nejlepší 2, nejhorší 2",
        ]
    );
}

#[test]
fn russian_counts_take_their_plural_forms() {
    assert_eq!(
        statistics_after("ru_RU.UTF-8", &[1, 2, 5]),
        [
            "Ann: 1 игра, 1 победа (100 %), в среднем 2,0, лучший 2, худший 2",
            "Ann: 2 игры, 2 победы (100 %), в среднем 2,0, лучший 2, худший 2",
            "Ann: 5 игр, 5 побед (100 %), в среднем 2,0, лучший 2, худший 2",
        ]
    );
}

#[test]
fn a_robber_s_candidates_count_points_in_russian() {
    let sandbox = Sandbox::new("lang-robber-ru");
    let locale = RUSSIAN.locale;
    let players = ["new", "--player", "Ann:red", "--player", "Ben:blue", "--player", "Cy:green", "--expansions"];
    ok(&sandbox, locale, &[&players[..], &["mini6_robbers"]].concat());
    // Ben and Cy stand on space 2, Ann's robber joins them, then a round scores both.
    ok(&sandbox, locale, &["score", "road", "2", "blue", "+", "road", "2", "green"]);
    ok(&sandbox, locale, &["robber", "red", "2"]);
    let board = ok(&sandbox, locale, &["score", "road", "1", "blue", "+", "city", "3", "green"]);
    let line = board.lines().find(|line| line.starts_with("Грабитель:")).unwrap_or_else(|| panic!("{board}"));
    assert_eq!(
        line,
        "Грабитель: грабитель игрока Ann на клетке 2 может ограбить Ben (1 очко) или Cy (6 очков): \
         `victim <игрок>`."
    );
}

/// The lines of `text` that are not among `lines`.
fn missing<'a>(text: &str, lines: &[&'a str]) -> Vec<&'a str> {
    lines.iter().copied().filter(|line| !text.lines().any(|printed| printed == *line)).collect()
}

/// clap's own words, which no help in another language may show.
const CLAP_S_ENGLISH: [&str; 7] =
    ["Usage:", "Commands:", "Arguments:", "Options:", "Print help", "Print version", "Print this message"];

#[test]
fn help_speaks_french_and_russian() {
    let sandbox = Sandbox::new("lang-help");
    let french = ok(&sandbox, FRENCH.locale, &["score", "--help"]);
    let lines = [
        "Utilisation : tally score [OPTIONS] [WORDS]...",
        "Arguments :",
        "  [WORDS]...  Zone ou événement, puis ses mots (`5`, `coa=2`, `cathedral`, `red=2`, `red.ghosts=1`, \
         `red.figure=2`, `nobody`) ; `+` commence l'élément suivant de l'évaluation. Vide : lire une requête JSON sur \
         l'entrée standard",
        "Options :",
        "      --game <GAME>    La partie (par défaut : la dernière partie en cours modifiée)",
        "      --json           Afficher en JSON : l'état de la partie, sa table (classement, actions permises) et \
         ce que la commande a changé",
        "  -h, --help           Afficher l'aide",
    ];
    assert_eq!(missing(&french, &lines), [""; 0], "{french}");
    // `--db` ends with clap's `[env: TALLY_DB=...]`, which stays as clap writes it.
    let db = "      --db <PATH>      La base de données (par défaut : tally.db dans le dossier de données de \
              l'utilisateur, qui est créé ; un dossier donné ici doit exister) [env: TALLY_DB=";
    assert!(french.lines().any(|line| line.starts_with(db)), "{french}");
    assert_eq!(ok(&sandbox, FRENCH.locale, &["help", "score"]), french, "`help score` is `score --help`");

    let russian = ok(&sandbox, RUSSIAN.locale, &["--help"]);
    let lines = [
        "Использование: tally [OPTIONS] [COMMAND]",
        "Команды:",
        "  score     Подсчитать объекты и события одного подсчёта: `tally score city 5 coa=2 red=2`, \
         `tally score road 3 red + city 4 coa=1 red` (один квадрат завершает оба). Без слов: запрос JSON на \
         стандартном вводе, результат в JSON (без игры)",
        "  help      Показать это сообщение или справку по указанным командам",
        "Параметры:",
        "      --lang <LOCALE>  Язык, на котором говорит Tally, в виде локали (`de`, `fr_FR.UTF-8`); по умолчанию: \
         язык окружения (LC_ALL, LC_MESSAGES, LANG)",
        "  -h, --help           Показать справку",
        "  -V, --version        Показать версию",
    ];
    assert_eq!(missing(&russian, &lines), [""; 0], "{russian}");
    let help_help = ok(&sandbox, RUSSIAN.locale, &["help", "help"]);
    assert!(help_help.ends_with("Аргументы:\n  [COMMAND]...  Показать справку по этим командам\n"), "{help_help}");

    for text in [&french, &russian, &help_help] {
        for english in CLAP_S_ENGLISH {
            assert!(!text.contains(english), "{english:?} in:\n{text}");
        }
    }
}

#[test]
fn the_session_s_help_of_a_command_speaks_german() {
    let sandbox = Sandbox::new("lang-help-de");
    let locale = "de_DE.UTF-8";
    ok(&sandbox, locale, &["new", "--player", "Ann:red", "--player", "Ben:blue"]);
    let output = tally(&sandbox, locale, &["play"], "help edit\nhelp undo\nquit\n");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let session = String::from_utf8(output.stdout).expect("utf-8");
    let lines = [
        "Einen früheren Eintrag ersetzen: `edit 4 road 5 red`",
        "Aufruf: edit <ENTRY> <COMMAND>...",
        "Argumente:",
        "  <ENTRY>       Die Nummer des Eintrags (`log` zeigt sie)",
        "  <COMMAND>...  Der Befehl, der ihn ersetzt, so wie er getippt würde: `road 5 red`, `robber green 12`, \
         `correct red -2 verzählt`...",
        "Aufruf: undo",
    ];
    assert_eq!(missing(&session, &lines), [""; 0], "{session}");
    // `-h` alone is left out, in German too.
    assert!(!session.contains("Optionen:") && !session.contains("Hilfe anzeigen"), "{session}");
    for english in CLAP_S_ENGLISH {
        assert!(!session.contains(english), "{english:?} in:\n{session}");
    }
}

/// What the README's French example types in the session.
const README_TYPED: &str = "road red\n3\ncity 3\nn\nbogus\nquit\n";

#[test]
fn the_readme_s_french_example_is_what_tally_prints() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).expect("README");
    let marker = "$ LANG=fr_FR.UTF-8 tally new";
    let start = readme.find(marker).expect("the French example");
    let example = &readme[start..start + readme[start..].find("```").expect("its end")];
    let sandbox = Sandbox::new("lang-readme");
    let mut commands = example.split("$ LANG=fr_FR.UTF-8 tally ").filter(|part| !part.is_empty());
    let mut count = 0;
    for part in commands.by_ref() {
        let (command, expected) = part.split_once('\n').expect("a command line");
        let args: Vec<&str> = command.split_whitespace().collect();
        let stdin = if args == ["play"] { README_TYPED } else { "" };
        let output = tally(&sandbox, FRENCH.locale, &args, stdin);
        assert!(output.status.success(), "{command}: {}", String::from_utf8_lossy(&output.stderr));
        let printed = String::from_utf8(output.stdout).expect("utf-8");
        for (line, (want, got)) in expected.lines().zip(printed.lines()).enumerate() {
            assert_eq!(want, got, "README, `tally {command}`, line {}", line + 1);
        }
        assert_eq!(expected.lines().count(), printed.lines().count(), "`tally {command}`:\n{printed}");
        count += 1;
    }
    assert_eq!(count, 3, "the example runs a new game, a scoring and a session");
}

/// A Messages game in Czech: the board's pending dispatch names Ann, who plays red,
/// by her name, not by the colour key.
#[test]
fn a_dispatch_in_czech_names_the_player() {
    let sandbox = Sandbox::new("lang-cs-dispatch");
    let locale = CZECH.locale;
    ok(&sandbox, locale, &["new", "--player", "Ann:red", "--player", "Ben:blue", "--expansions", "mini2_messages"]);
    let board = ok(&sandbox, locale, &["score", "road", "5", "red"]);
    let line = board.lines().find(|line| line.starts_with("Zpráva:")).unwrap_or_else(|| panic!("{board}"));
    assert_eq!(
        line,
        "Zpráva: figurka 1 hráče Ann se zastavila na tmavém poli 5: `dispatch two_points`, nebo kartička \
         (`help dispatch`)."
    );
    let refusal = refused(&sandbox, locale, &["turn"]);
    assert_eq!(refusal, "tally: Nejprve: Ann musí vyřešit zprávu\n");
}

/// clap's refusals in the player's language: `tally --lang cs bogus` in Czech, and a
/// line of the session that lacks its arguments.
#[test]
fn a_command_line_refusal_in_czech() {
    let sandbox = Sandbox::new("lang-cs-bogus");
    assert_eq!(
        refused(&sandbox, "C", &["--lang", "cs", "bogus"]),
        "chyba: neznámý podpříkaz 'bogus'\n\nPoužití: tally [OPTIONS] [COMMAND]\n\nDalší informace: '--help'.\n"
    );
    ok(&sandbox, CZECH.locale, &["new", "--player", "Ann:red", "--player", "Ben:blue"]);
    let output = tally(&sandbox, CZECH.locale, &["play"], "robber\nquit\n");
    let session = String::from_utf8(output.stdout).expect("utf-8");
    assert!(
        session.contains(
            "odmítnuto: chybí tyto povinné argumenty:;   <OWNER>;   <SPACE>; Použití: robber <OWNER> <SPACE> \
             (nic se nezměnilo)"
        ),
        "{session}"
    );
}

/// The log's step column shows a step's code during the turns and words of the
/// language for the two moments that are no step of the turn, in every language:
/// never `end_of_game` or `any_time`.
#[test]
fn no_step_key_in_any_language_s_log() {
    let words = [
        ("en_GB.UTF-8", "end of game", "any time"),
        ("de_DE.UTF-8", "Spielende", "jederzeit"),
        ("fr_FR.UTF-8", "fin de partie", "à tout moment"),
        ("ro_RO.UTF-8", "sfârșitul jocului", "oricând"),
        ("cs_CZ.UTF-8", "konec hry", "kdykoli"),
        ("ru_RU.UTF-8", "конец игры", "в любой момент"),
        ("nl_NL.UTF-8", "einde van het spel", "op elk moment"),
    ];
    let sandbox = Sandbox::new("lang-log-steps");
    let new = ["new", "--player", "Ann:red", "--player", "Ben:blue", "--expansions", "exp04_tower"];
    ok(&sandbox, "C", &new);
    ok(&sandbox, "C", &["score", "road", "4", "red"]);
    ok(&sandbox, "C", &["event", "prisoner_ransom", "payer=red", "captor=blue"]);
    ok(&sandbox, "C", &["end"]);
    ok(&sandbox, "C", &["score", "road", "2", "blue"]);
    for (locale, end, any_time) in words {
        let log = ok(&sandbox, locale, &["log"]);
        let steps: Vec<&str> =
            log.lines().map(|line| line.split("  ").filter(|cell| !cell.is_empty()).nth(2).unwrap_or("")).collect();
        assert_eq!(steps, ["3B", any_time, end, end], "{locale}:\n{log}");
        assert!(!log.contains("end_of_game") && !log.contains("any_time"), "{locale}:\n{log}");
    }
}

/// Source: the glossary's German words (Stadt, Wappen, Kathedrale) — with `--lang
/// de`, `score stadt 4 wappen=1 kathedrale rot` records what `score city 4 coa=1
/// cathedral red` records (city.base 4 x 2 + 1 x 2, city.cathedral 4 + 1: 15), the
/// English words are read too, and `help` lists both.
#[test]
fn german_words_score_as_the_english_ones() {
    let german = Sandbox::new("lang-de-words");
    let english = Sandbox::new("lang-en-words");
    let new = ["new", "--player", "Ann:red", "--player", "Ben:blue", "--expansions", "exp01_inns_cathedrals"];
    ok(&german, "de_DE.UTF-8", &new);
    ok(&english, "C", &new);
    let typed = ok(&german, "de_DE.UTF-8", &["score", "stadt", "4", "wappen=1", "kathedrale", "rot", "--json"]);
    let plain = ok(&english, "C", &["score", "city", "4", "coa=1", "cathedral", "red", "--json"]);
    let scores = |json: &str| {
        let value: serde_json::Value = serde_json::from_str(json).expect("JSON");
        let rules: Vec<String> = value["change"]["item"]["awards"][0]["rows"]
            .as_array()
            .expect("rows")
            .iter()
            .map(|row| format!("{} {}", row["rule"], row["points"]))
            .collect();
        (value["state"]["players"][0]["score"].clone(), rules)
    };
    let rows = ["\"city.base\" 8", "\"city.base\" 2", "\"city.cathedral\" 4", "\"city.cathedral\" 1"];
    assert_eq!(scores(&typed), (serde_json::json!(15), rows.map(String::from).to_vec()));
    assert_eq!(scores(&typed), scores(&plain));
    let mixed = ok(&german, "de_DE.UTF-8", &["score", "road", "3", "blue"]);
    assert!(mixed.contains("Straße: Ben +3"), "the English words are read in German too:\n{mixed}");
    let output = tally(&german, "de_DE.UTF-8", &["play"], "help\nhelp stadt\nquit\n");
    let session = String::from_utf8(output.stdout).expect("utf-8");
    assert!(session.contains("  Gebiete: road/straße, city/stadt, cloister/kloster\n"), "{session}");
    assert!(session.contains("  coats_of_arms/wappen   Wappen "), "{session}");
}
