package tally.grammar;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.languagetool.JLanguageTool;
import org.languagetool.Languages;
import org.languagetool.rules.RuleMatch;

/**
 * Runs LanguageTool over every rendered message of Tally (the TSV of
 * {@code core/examples/render_messages.rs}), leaves out the findings the triage file
 * marks, and writes the report.
 *
 * <p>Usage: {@code Check messages.tsv triage.tsv report.md findings.tsv} checks the texts
 * and writes every finding to {@code findings.tsv} too; {@code Check --again
 * messages.tsv triage.tsv report.md findings.tsv} reads that file instead of running
 * LanguageTool, to triage again in seconds. Exits 1 when a finding is neither fixed nor
 * marked, 0 otherwise.
 */
public final class Check {
    /** Tally's languages and LanguageTool's variant of each; Czech has no module. */
    private static final Map<String, String> VARIANTS = new LinkedHashMap<>();

    static {
        VARIANTS.put("en", "en-GB");
        VARIANTS.put("de", "de-DE");
        VARIANTS.put("fr", "fr");
        VARIANTS.put("ro", "ro-RO");
        VARIANTS.put("cs", null);
        VARIANTS.put("ru", "ru-RU");
        VARIANTS.put("nl", "nl");
    }

    /** One rendered text: where it comes from. */
    record Row(String file, String id, String arguments) {}

    /** One thing LanguageTool says of a message. */
    record Finding(
            String language,
            String rule,
            String match,
            String message,
            String suggestions,
            String text,
            Row row) {}

    /** One line of the triage file: findings it marks and why. */
    record Mark(String language, Pattern rules, Set<String> matches, Pattern ids, String reason, String line) {
        boolean marks(Finding finding) {
            return (language.equals("*") || language.equals(finding.language()))
                    && rules.matcher(finding.rule()).matches()
                    && (matches.contains("*") || matches.contains(finding.match()))
                    && ids.matcher(finding.row().id()).matches();
        }
    }

    public static void main(String[] args) throws IOException {
        boolean again = args.length > 0 && args[0].equals("--again");
        if (again) {
            args = java.util.Arrays.copyOfRange(args, 1, args.length);
        }
        if (args.length != 4) {
            System.err.println("usage: Check [--again] messages.tsv triage.tsv report.md findings.tsv");
            System.exit(2);
        }
        Map<String, Map<String, List<Row>>> texts = readMessages(Path.of(args[0]));
        List<Mark> marks = readTriage(Path.of(args[1]));
        Path findingsFile = Path.of(args[3]);
        Map<String, List<Finding>> findings = again ? readFindings(findingsFile) : check(texts);
        if (!again) {
            writeFindings(findingsFile, findings);
        }
        boolean clean = writeReport(Path.of(args[2]), texts, findings, marks);
        System.exit(clean ? 0 : 1);
    }

    /** What LanguageTool finds in each language's texts. */
    private static Map<String, List<Finding>> check(Map<String, Map<String, List<Row>>> texts) throws IOException {
        Map<String, List<Finding>> findings = new LinkedHashMap<>();
        for (var language : VARIANTS.entrySet()) {
            List<Finding> found = new ArrayList<>();
            findings.put(language.getKey(), found);
            if (language.getValue() == null) {
                continue;
            }
            Map<String, List<Row>> languageTexts = texts.getOrDefault(language.getKey(), Map.of());
            JLanguageTool tool = new JLanguageTool(Languages.getLanguageForShortCode(language.getValue()));
            long started = System.nanoTime();
            for (var text : languageTexts.entrySet()) {
                for (RuleMatch match : tool.check(text.getKey())) {
                    if (typed(text.getKey(), match.getFromPos(), match.getToPos())) {
                        continue;
                    }
                    String matched = text.getKey().substring(match.getFromPos(), match.getToPos());
                    String suggestions = String.join(" | ", match.getSuggestedReplacements().stream().limit(3).toList());
                    String shown = text.getKey().substring(0, match.getFromPos()) + "**" + matched + "**"
                            + text.getKey().substring(match.getToPos());
                    // The same text may render several messages (or samples): one finding each.
                    Set<String> ids = new LinkedHashSet<>();
                    for (Row row : text.getValue()) {
                        if (ids.add(row.id())) {
                            found.add(new Finding(language.getKey(), match.getRule().getId(), matched,
                                    match.getMessage(), suggestions, shown, row));
                        }
                    }
                }
            }
            System.err.printf("%s: %d texts, %d findings in %.0f s%n", language.getKey(), languageTexts.size(),
                    found.size(), (System.nanoTime() - started) / 1e9);
        }
        return findings;
    }

    /**
     * The spans between backticks (with them): words a player types (`tally score city 4
     * red`, `--finish`), which stay as the command line reads them; nothing LanguageTool
     * says of them counts.
     */
    static boolean typed(String text, int from, int to) {
        var matcher = TYPED.matcher(text);
        while (matcher.find()) {
            if (from < matcher.end() && to > matcher.start()) {
                return true;
            }
        }
        return false;
    }

    private static final Pattern TYPED = Pattern.compile("`[^`]*`");

    private static final int FINDING_FIELDS = 9;

    /** Every finding, one a line: language, file, id, arguments, rule, match, says, suggests, text. */
    private static void writeFindings(Path path, Map<String, List<Finding>> findings) throws IOException {
        StringBuilder out = new StringBuilder();
        for (List<Finding> language : findings.values()) {
            for (Finding f : language) {
                List<String> fields = List.of(f.language(), f.row().file(), f.row().id(), f.row().arguments(),
                        f.rule(), f.match(), f.message(), f.suggestions(), f.text());
                out.append(String.join("\t", fields.stream().map(field -> field.replace('\t', ' ')
                        .replace('\n', ' ')).toList())).append('\n');
            }
        }
        Files.writeString(path, out.toString(), StandardCharsets.UTF_8);
    }

    private static Map<String, List<Finding>> readFindings(Path path) throws IOException {
        Map<String, List<Finding>> findings = new LinkedHashMap<>();
        for (String language : VARIANTS.keySet()) {
            findings.put(language, new ArrayList<>());
        }
        for (String line : Files.readAllLines(path, StandardCharsets.UTF_8)) {
            String[] f = line.split("\t", -1);
            if (f.length != FINDING_FIELDS) {
                throw new IOException("not a finding: " + line);
            }
            int from = f[8].indexOf("**");
            String text = f[8].substring(0, from) + f[5] + f[8].substring(from + 2 + f[5].length() + 2);
            if (typed(text, from, from + f[5].length())) {
                continue;
            }
            findings.get(f[0]).add(new Finding(f[0], f[4], f[5], f[6], f[7], f[8], new Row(f[1], f[2], f[3])));
        }
        return findings;
    }

    /** Distinct texts per language, each with the rows that render it. */
    private static Map<String, Map<String, List<Row>>> readMessages(Path path) throws IOException {
        Map<String, Map<String, List<Row>>> texts = new LinkedHashMap<>();
        for (String line : Files.readAllLines(path, StandardCharsets.UTF_8)) {
            String[] fields = line.split("\t", -1);
            if (fields.length != 5) {
                throw new IOException("not a rendered message (language, file, id, arguments, text): " + line);
            }
            texts.computeIfAbsent(fields[0], key -> new LinkedHashMap<>())
                    .computeIfAbsent(fields[4], key -> new ArrayList<>())
                    .add(new Row(fields[1], fields[2], fields[3]));
        }
        return texts;
    }

    /**
     * The triage file: {@code language <TAB> rules <TAB> matched texts <TAB> message ids
     * <TAB> why}, {@code *} for any; rules and matched texts separated by {@code |}, ids
     * by commas; in rules and ids {@code *} stands for any letters; {@code #} starts a
     * comment.
     */
    private static List<Mark> readTriage(Path path) throws IOException {
        List<Mark> marks = new ArrayList<>();
        for (String line : Files.readAllLines(path, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split("\t", -1);
            if (fields.length != 5 || fields[4].isBlank()) {
                throw new IOException("a triage line is language, rule, matched text, ids, why: " + line);
            }
            marks.add(new Mark(fields[0], glob(fields[1].replace('|', ',')), Set.of(fields[2].split("\\|")), glob(fields[3]), fields[4],
                    line));
        }
        return marks;
    }

    private static Pattern glob(String ids) {
        List<String> alternatives = new ArrayList<>();
        for (String id : ids.split(",")) {
            alternatives.add(Pattern.quote(id.strip()).replace("*", "\\E.*\\Q"));
        }
        return Pattern.compile(String.join("|", alternatives));
    }

    private static boolean writeReport(Path path, Map<String, Map<String, List<Row>>> texts,
            Map<String, List<Finding>> findings, List<Mark> marks) throws IOException {
        StringBuilder out = new StringBuilder();
        out.append("# Grammar report\n\n")
                .append("Written by `scripts/grammar-check` (LanguageTool ")
                .append(JLanguageTool.VERSION)
                .append(") from every message of the core, the command line and the apps, rendered with sample ")
                .append("arguments; do not edit by hand. A finding is one thing LanguageTool says of one message; ")
                .append("the marked ones are those `scripts/grammar/triage.tsv` explains (docs/l10n.md, ")
                .append("\"The grammar pass\").\n\n")
                .append("| language | texts | findings | marked | new |\n| --- | ---: | ---: | ---: | ---: |\n");

        Map<Mark, Integer> used = new LinkedHashMap<>();
        for (Mark mark : marks) {
            used.put(mark, 0);
        }
        Map<String, List<Finding>> fresh = new LinkedHashMap<>();
        Map<String, Map<String, Integer>> markedByReason = new LinkedHashMap<>();
        boolean clean = true;
        for (var language : findings.entrySet()) {
            List<Finding> unmarked = new ArrayList<>();
            Map<String, Integer> reasons = new TreeMap<>();
            for (Finding finding : language.getValue()) {
                Mark mark = marks.stream().filter(candidate -> candidate.marks(finding)).findFirst().orElse(null);
                if (mark == null) {
                    unmarked.add(finding);
                } else {
                    used.merge(mark, 1, Integer::sum);
                    reasons.merge(mark.reason(), 1, Integer::sum);
                }
            }
            fresh.put(language.getKey(), unmarked);
            markedByReason.put(language.getKey(), reasons);
            clean &= unmarked.isEmpty();
            int count = texts.getOrDefault(language.getKey(), Map.of()).size();
            boolean checked = VARIANTS.get(language.getKey()) != null;
            out.append("| ").append(language.getKey()).append(" | ").append(count).append(" | ")
                    .append(checked ? language.getValue().size() : "not checked").append(" | ")
                    .append(checked ? language.getValue().size() - unmarked.size() : "").append(" | ")
                    .append(checked ? unmarked.size() : "").append(" |\n");
        }
        out.append("\nLanguageTool has no Czech module: the Czech texts are rendered but not checked.\n");

        out.append("\n## New findings\n\n");
        if (clean) {
            out.append("None: every finding is marked in the triage file.\n");
        }
        for (var language : fresh.entrySet()) {
            if (language.getValue().isEmpty()) {
                continue;
            }
            out.append("### ").append(language.getKey()).append("\n\n")
                    .append("| message | rule | text | says | suggests |\n| --- | --- | --- | --- | --- |\n");
            for (Finding finding : language.getValue()) {
                out.append("| `").append(finding.row().id()).append("` (").append(finding.row().file())
                        .append(finding.row().arguments().isEmpty() ? "" : "; " + finding.row().arguments())
                        .append(") | ").append(finding.rule()).append(" | ").append(cell(finding.text()))
                        .append(" | ").append(cell(finding.message())).append(" | ")
                        .append(cell(finding.suggestions())).append(" |\n");
            }
            out.append('\n');
        }

        out.append("\n## Marked findings, by why\n\n");
        for (var language : markedByReason.entrySet()) {
            if (language.getValue().isEmpty()) {
                continue;
            }
            out.append("### ").append(language.getKey()).append("\n\n| findings | why |\n| ---: | --- |\n");
            language.getValue().forEach((reason, count) ->
                    out.append("| ").append(count).append(" | ").append(cell(reason)).append(" |\n"));
            out.append('\n');
        }

        List<String> stale = used.entrySet().stream().filter(entry -> entry.getValue() == 0)
                .map(entry -> entry.getKey().line()).toList();
        out.append("\n## Triage lines that marked nothing\n\n");
        if (stale.isEmpty()) {
            out.append("None.\n");
        } else {
            out.append("They may go: the text they explained has changed.\n\n");
            for (String line : stale) {
                out.append("- `").append(line.replace("\t", " ⇥ ")).append("`\n");
            }
        }
        Files.writeString(path, out.toString(), StandardCharsets.UTF_8);
        System.err.printf("report: %s (%s)%n", path, clean ? "no new findings" : "new findings");
        return clean;
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }

    private Check() {}
}
