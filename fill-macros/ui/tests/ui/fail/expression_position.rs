fn main() {
    let attacks = fill_macros::fill!(dir = nort, op = attacks);
}
