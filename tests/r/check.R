# Checks the R code blocks of the R docs: each must parse, and each call of a function that the
# metaflow R package exports must use arguments that function has.
#
# Usage: Rscript tests/r/check.R BLOCKS_DIR EXPORTS_TSV
#   BLOCKS_DIR   a directory of .R files, one per code block (written by tests/r/r-code.test.ts)
#   EXPORTS_TSV  lines "name<TAB>args", args as in data/metaflow-r-api.json ("cpu = 1L, gpu = 0L",
#                empty for none); args "NA" when unknown (R6 class generators, re-exports): such a
#                name is only checked for existence
#
# Prints one line per problem, "FILE<TAB>message", and nothing when all blocks pass. Exits 0
# either way; exits 1 only when its own arguments are wrong.

args <- commandArgs(trailingOnly = TRUE)
if (length(args) != 2) {
  message("usage: Rscript tests/r/check.R BLOCKS_DIR EXPORTS_TSV")
  quit(status = 1)
}

exports <- read.delim(args[[2]], header = FALSE, col.names = c("name", "args"),
                      colClasses = "character", quote = "", na.strings = character())

# The formal argument names of each export whose argument list is known.
formal_names <- list()
for (i in which(exports$args != "NA")) {
  fn <- eval(parse(text = sprintf("function(%s) NULL", exports$args[[i]])))
  formal_names[[exports$name[[i]]]] <- as.character(names(formals(fn)))
}

problems <- character()
report <- function(file, text) problems <<- c(problems, paste0(file, "\t", text))

# The name of the function a call calls: `step`, or `step` for `metaflow::step`.
callee <- function(call) {
  head <- call[[1]]
  if (is.name(head)) return(as.character(head))
  if (is.call(head) && identical(head[[1]], as.name("::")) &&
      identical(as.character(head[[2]]), "metaflow")) {
    name <- as.character(head[[3]])
    return(structure(name, namespaced = TRUE))
  }
  NULL
}

check_call <- function(call, file, piped) {
  name <- callee(call)
  if (is.null(name)) return(invisible())
  if (isTRUE(attr(name, "namespaced")) && !(name %in% exports$name)) {
    report(file, sprintf("metaflow::%s is not exported by the metaflow R package", name))
    return(invisible())
  }
  if (!(as.character(name) %in% names(formal_names))) return(invisible())
  formals <- formal_names[[as.character(name)]]
  given <- names(as.list(call)[-1])
  if (is.null(given)) given <- rep("", length(call) - 1)
  has_dots <- "..." %in% formals
  for (arg in given[nzchar(given)]) {
    if (!has_dots && !(arg %in% formals)) {
      report(file, sprintf("%s() has no argument `%s` (it takes: %s)", name, arg,
                           if (length(formals)) paste(formals, collapse = ", ") else "nothing"))
    }
  }
  positional <- sum(!nzchar(given)) + if (piped) 1 else 0
  if (!has_dots && positional > length(setdiff(formals, given))) {
    report(file, sprintf("%s() is given %d unnamed arguments; it takes %d", name, positional,
                         length(formals)))
  }
}

walk <- function(expr, file, piped = FALSE) {
  if (!is.call(expr)) return(invisible())
  check_call(expr, file, piped)
  is_pipe <- identical(expr[[1]], as.name("%>%"))
  parts <- as.list(expr)[-1]
  for (i in seq_along(parts)) {
    part <- parts[[i]]
    if (missing(part)) next
    walk(part, file, piped = is_pipe && i == 2)
  }
}

for (path in sort(list.files(args[[1]], pattern = "\\.R$", full.names = TRUE))) {
  file <- basename(path)
  exprs <- tryCatch(parse(file = path, keep.source = FALSE), error = function(e) e)
  if (inherits(exprs, "error")) {
    report(file, paste("does not parse:", gsub("\n", " ", conditionMessage(exprs))))
    next
  }
  for (expr in exprs) walk(expr, file)
}

if (length(problems)) writeLines(problems)
