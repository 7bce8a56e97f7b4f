//! The README's example session is what `tally` prints: the session is played again
//! on a fresh home and compared with the README, line for line.

mod common;

use common::{Sandbox, run};

/// What the player types in the README's session.
const TYPED: &str = "Ann red\nBen blue\n\n\nexp01_inns_cathedrals mini5_mage_witch\n\
                     city 5 coa=2 cathedral red=2 blue\nroad 4 blue witch + road 2 red inn\nroad red\n3\nundo\n\
                     city 3\nn\nturn\nend\nroad 3 red inn\ncity 2 coa=1 blue\nfinish\nquit\n";

#[test]
fn the_readme_session_is_what_tally_prints() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).expect("README");
    let command = "$ cargo run --release -p tally-cli\n";
    let start = readme.find(command).expect("the session") + command.len();
    let session = &readme[start..start + readme[start..].find("```").expect("its end")];
    let sandbox = Sandbox::new("readme");
    let output = run(&[], TYPED, &[], &sandbox.dir);
    assert!(output.status.success());
    let printed = String::from_utf8(output.stdout).expect("utf-8");
    for (line, (expected, actual)) in session.lines().zip(printed.lines()).enumerate() {
        assert_eq!(expected, actual, "README session, line {}", line + 1);
    }
    assert_eq!(session.lines().count(), printed.lines().count(), "{printed}");
}
