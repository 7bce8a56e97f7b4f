//! How the apps' library is linked (docs/performance.md, "The library's size").
//!
//! On Linux its relative relocations are packed (`DT_RELR`, glibc 2.36 and later):
//! the library's tables of `&'static` data (the catalogue, the rules, the messages)
//! need some 11,000 pointer fixups at load time, 0.26 MB as plain `RELA` entries
//! and a few KB packed. Android can pack them too (`--pack-dyn-relocs=android`, from
//! API 23; `relr` from API 28): not switched on here, where no Android build runs.

fn main() {
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo::rustc-cdylib-link-arg=-Wl,-z,pack-relative-relocs");
    }
    println!("cargo::rerun-if-changed=build.rs");
}
