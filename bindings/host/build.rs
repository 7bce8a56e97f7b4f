//! Packs the live table's page (`page/`) with zlib: the host sends each file as it is
//! packed to a browser that accepts `Content-Encoding: deflate` (every browser does),
//! and inflates it for a client that does not.

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for file in ["index.html", "live.css", "live.js"] {
        let path = format!("page/{file}");
        println!("cargo::rerun-if-changed={path}");
        let bytes = std::fs::read(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(&bytes, 10);
        std::fs::write(std::path::Path::new(&out).join(format!("{file}.zlib")), packed).expect("write to OUT_DIR");
    }
    println!("cargo::rerun-if-changed=build.rs");
}
