//! An analyst's definition read as text: the setup statements, then one section per
//! `-- on EventType[, EventType…]` line with the statements run for each such event
//! (docs/operations.md, "Analysts' projections"). Only the shape is read here;
//! [`super::check`] asks SQLite whether each statement can work.

/// One SQL statement and the line (1-based) where it starts in the definition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    pub sql: String,
    pub line: usize,
}

/// The statements run for each event of `events`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// The line of its `-- on` marker.
    pub line: usize,
    pub events: Vec<String>,
    pub statements: Vec<Statement>,
}

/// A definition cut into its parts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Definition {
    pub setup: Vec<Statement>,
    pub sections: Vec<Section>,
}

/// What is wrong with a definition, and on which line (1-based). The message is
/// French and shown as it is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Ligne {line} : {message}")]
pub struct Problem {
    pub line: usize,
    pub message: String,
}

impl Problem {
    pub fn at(line: usize, message: impl Into<String>) -> Problem {
        Problem {
            line,
            message: message.into(),
        }
    }
}

/// The event types of an `-- on` line, if `line` is one (`--on` and `-- ON` too).
fn marker(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix("--")?.trim_start();
    let (word, rest) = rest.split_at(rest.len().min(2));
    (word.eq_ignore_ascii_case("on") && rest.starts_with(char::is_whitespace)).then_some(rest)
}

/// Where the lexer stands: inside a quote or a comment, statements do not end.
#[derive(Clone, Copy, PartialEq)]
enum In {
    Code,
    Quote(char),
    LineComment,
    BlockComment,
}

/// Cuts `sql` into statements at each `;` outside quotes and comments, and into
/// sections at each `-- on` line met outside a quote or a block comment.
pub fn parse(sql: &str) -> Result<Definition, Problem> {
    let mut definition = Definition::default();
    let mut current = String::new();
    let mut start: Option<usize> = None;
    let mut state = In::Code;
    for (index, line) in sql.split('\n').enumerate() {
        let number = index + 1;
        if state == In::Code {
            match (marker(line), start) {
                (Some(types), None) => {
                    current.clear();
                    definition.sections.push(section(number, types)?);
                    continue;
                }
                (Some(_), Some(line)) => {
                    return Err(Problem::at(
                        line,
                        "instruction sans « ; » final avant la ligne « -- on »",
                    ));
                }
                (None, _) => {}
            }
        }
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            match state {
                In::Code => match c {
                    '-' if chars.peek() == Some(&'-') => state = In::LineComment,
                    '/' if chars.peek() == Some(&'*') => state = In::BlockComment,
                    ';' => {
                        push(&mut definition, &mut current, &mut start);
                        continue;
                    }
                    c => {
                        if !c.is_whitespace() && start.is_none() {
                            start = Some(number);
                        }
                        match c {
                            '\'' | '"' | '`' => state = In::Quote(c),
                            '[' => state = In::Quote(']'),
                            _ => {}
                        }
                    }
                },
                In::Quote(close) if c == close => state = In::Code,
                In::BlockComment
                    if c == '/' && current.ends_with('*') && !current.ends_with("/*") =>
                {
                    state = In::Code;
                }
                _ => {}
            }
            current.push(c);
        }
        if state == In::LineComment {
            state = In::Code;
        }
        current.push('\n');
    }
    if let In::Quote(_) | In::BlockComment = state {
        return Err(Problem::at(
            start.unwrap_or(1),
            "guillemet ou commentaire jamais refermé",
        ));
    }
    if let Some(line) = start {
        return Err(Problem::at(line, "instruction sans « ; » final"));
    }
    if definition.setup.is_empty() {
        return Err(Problem::at(
            1,
            "aucune table créée avant la première ligne « -- on »",
        ));
    }
    if definition.sections.is_empty() {
        return Err(Problem::at(
            1,
            "aucune ligne « -- on TypeDÉvénement » : la projection ne lirait aucun événement",
        ));
    }
    Ok(definition)
}

fn section(line: usize, types: &str) -> Result<Section, Problem> {
    let events: Vec<String> = types
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect();
    if events.is_empty() {
        return Err(Problem::at(
            line,
            "« -- on » doit nommer au moins un type d'événement",
        ));
    }
    Ok(Section {
        line,
        events,
        statements: Vec::new(),
    })
}

fn push(definition: &mut Definition, current: &mut String, start: &mut Option<usize>) {
    if let Some(line) = start.take() {
        let statement = Statement {
            sql: current.trim().to_string(),
            line,
        };
        match definition.sections.last_mut() {
            Some(section) => section.statements.push(statement),
            None => definition.setup.push(statement),
        }
    }
    current.clear();
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = "\
CREATE TABLE films_by_decade (decade INTEGER PRIMARY KEY, films INTEGER NOT NULL);
CREATE TABLE film_decade (id TEXT PRIMARY KEY, decade INTEGER NOT NULL);
-- on MovieAdded
INSERT INTO film_decade VALUES (:aggregate_id, json_extract(:payload, '$.details.year') / 10 * 10);
INSERT INTO films_by_decade VALUES (json_extract(:payload, '$.details.year') / 10 * 10, 1)
  ON CONFLICT (decade) DO UPDATE SET films = films + 1;
-- on MovieDeleted, MovieEdited
UPDATE films_by_decade SET films = films - 1
  WHERE decade = (SELECT decade FROM film_decade WHERE id = :aggregate_id);
DELETE FROM film_decade WHERE id = :aggregate_id;
";

    #[test]
    fn the_contract_s_example_reads_as_two_tables_and_two_sections_with_their_lines() {
        let d = parse(EXAMPLE).unwrap();
        assert_eq!(d.setup.len(), 2);
        assert_eq!((d.setup[0].line, d.setup[1].line), (1, 2));
        assert!(d.setup[1].sql.starts_with("CREATE TABLE film_decade"));
        assert_eq!(d.sections.len(), 2);
        assert_eq!(d.sections[0].events, ["MovieAdded"]);
        assert_eq!(d.sections[0].line, 3);
        let lines: Vec<usize> = d.sections[0].statements.iter().map(|s| s.line).collect();
        assert_eq!(lines, [4, 5]);
        assert!(
            d.sections[0].statements[1]
                .sql
                .ends_with("films = films + 1")
        );
        assert_eq!(d.sections[1].events, ["MovieDeleted", "MovieEdited"]);
        let lines: Vec<usize> = d.sections[1].statements.iter().map(|s| s.line).collect();
        assert_eq!(lines, [8, 10]);
    }

    #[test]
    fn semicolons_and_markers_inside_quotes_and_comments_do_not_cut() {
        let sql = "CREATE TABLE t (a TEXT DEFAULT 'x;y', \"b;\" TEXT); -- a comment; with a semicolon\n\
                   /* a block\n-- on MovieAdded\n; */\n\
                   -- on MovieAdded\n\
                   INSERT INTO t (a) VALUES ('it''s; fine\n-- on MovieDeleted\n');\n";
        let d = parse(sql).unwrap();
        assert_eq!(d.setup.len(), 1, "{d:?}");
        assert_eq!(d.sections.len(), 1, "{d:?}");
        assert_eq!(d.sections[0].statements.len(), 1);
        assert_eq!(d.sections[0].statements[0].line, 6);
        assert!(
            d.sections[0].statements[0]
                .sql
                .contains("-- on MovieDeleted")
        );
    }

    #[test]
    fn each_malformed_shape_is_named_with_its_line() {
        let cases = [
            (
                "CREATE TABLE t (a);\n-- on MovieAdded\nINSERT INTO t VALUES (1)\n",
                3,
                "sans « ; » final",
            ),
            (
                "CREATE TABLE t (a)\n-- on MovieAdded\nINSERT INTO t VALUES (1);\n",
                1,
                "avant la ligne « -- on »",
            ),
            (
                "CREATE TABLE t (a);\n-- on MovieAdded\nINSERT INTO t VALUES ('a);\n",
                3,
                "jamais refermé",
            ),
            ("-- on MovieAdded\nSELECT 1;\n", 1, "aucune table"),
            ("CREATE TABLE t (a);\n", 1, "aucune ligne « -- on"),
            (
                "CREATE TABLE t (a);\n\n-- on  , \nSELECT 1;\n",
                3,
                "au moins un type",
            ),
        ];
        for (sql, line, message) in cases {
            let problem = parse(sql).unwrap_err();
            assert_eq!(problem.line, line, "{sql}: {problem}");
            assert!(problem.message.contains(message), "{sql}: {problem}");
        }
    }

    #[test]
    fn a_marker_is_an_on_line_in_any_case_but_not_a_comment_that_starts_with_on() {
        assert_eq!(marker("-- on MovieAdded"), Some(" MovieAdded"));
        assert_eq!(
            marker("  --ON MovieAdded, Banned"),
            Some(" MovieAdded, Banned")
        );
        assert_eq!(marker("-- once per film"), None);
        assert_eq!(marker("SELECT 1 -- on X"), None);
    }
}
