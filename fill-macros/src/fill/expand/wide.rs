//! Boards past 128 squares: the expansion, written as for a machine word, rewritten into
//! calls of bitfill's `Wide` `const fn`s. Operators on a struct cannot be called in a
//! `const fn` (trait methods are not `const` on stable Rust), so `a | b & (c << 14)` becomes
//! `a.or(b.and(c.shl(14)))`: the same operations in the same order, so the same algorithm
//! and the same operation counts as on the smaller boards, now on several words at once.

use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::visit_mut::{self, VisitMut};
use syn::{BinOp, Expr, ExprLit, ItemFn, Lit, UnOp, parse_quote};

/// `item`, one generated function, with every operator on the word rewritten.
pub(super) fn widen(item: TokenStream) -> TokenStream {
    let mut function: ItemFn = match syn::parse2(item.clone()) {
        Ok(function) => function,
        // Every expansion is one function; should that ever change, the compiler shows it.
        Err(_) => return item,
    };
    Widen.visit_item_fn_mut(&mut function);
    function.into_token_stream()
}

struct Widen;

fn is_zero(expr: &Expr) -> bool {
    matches!(expr, Expr::Lit(ExprLit { lit: Lit::Int(n), .. }) if n.base10_digits() == "0")
}

impl VisitMut for Widen {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        match expr {
            // The masks, already written as `Wide` values: `::bitfill::Wide([..])`. Any
            // other call is `set = Type`'s wrapper around the result, which is rewritten.
            Expr::Call(call) if matches!(call.args.first(), Some(Expr::Array(_))) => return,
            // `while flood != 0`, the Dumb7Fill loop's test.
            Expr::Binary(binary) if matches!(binary.op, BinOp::Ne(_)) && is_zero(&binary.right) => {
                self.visit_expr_mut(&mut binary.left);
                let left = &binary.left;
                *expr = parse_quote!(!#left.is_empty());
                return;
            }
            _ => {}
        }
        visit_mut::visit_expr_mut(self, expr);
        let rewritten: Expr = match expr {
            // Every operand is a name, a call or a method call once rewritten: the
            // parentheses that ordered the operators are no longer needed.
            Expr::Paren(paren) => (*paren.expr).clone(),
            Expr::Unary(unary) if matches!(unary.op, UnOp::Not(_)) => {
                let operand = &unary.expr;
                parse_quote!(#operand.not())
            }
            Expr::Lit(_) if is_zero(expr) => parse_quote!(::bitfill::Wide::EMPTY),
            Expr::Binary(binary) => {
                let (left, right) = (&binary.left, &binary.right);
                match binary.op {
                    BinOp::BitAnd(_) => parse_quote!(#left.and(#right)),
                    BinOp::BitOr(_) => parse_quote!(#left.or(#right)),
                    BinOp::BitXor(_) => parse_quote!(#left.xor(#right)),
                    BinOp::Shl(_) => parse_quote!(#left.shl(#right)),
                    BinOp::Shr(_) => parse_quote!(#left.shr(#right)),
                    BinOp::BitAndAssign(_) => parse_quote!(#left = #left.and(#right)),
                    BinOp::BitOrAssign(_) => parse_quote!(#left = #left.or(#right)),
                    BinOp::BitXorAssign(_) => parse_quote!(#left = #left.xor(#right)),
                    _ => return,
                }
            }
            _ => return,
        };
        *expr = rewritten;
    }
}
