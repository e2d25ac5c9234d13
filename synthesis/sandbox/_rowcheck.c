/* The change check and diff of flat tables, and a check that a value is plain JSON, compiled: see tracking.py
(_FlatTable, plainly_json).

A flat row is an exact dict whose keys are exact str and whose values are exact str, int, float, bool or None:
immutable objects. The committed copy of such a row is a shallow copy (PyDict_Copy), which holds the row's key
and value objects; while the row holds the same key objects with the same value objects in the same order, its
content is exactly the committed content, and any change (a value set, a key added, removed or moved) shows as
another object or another length. So a table's change check is a pass of pointer compares, where taking its
marshal bytes to compare them costs a pass that writes every field.

No code of generated types runs here: exact built-in types only, and values are compared by value only where
both are built-in scalars. An allocation may collect garbage, though, and a collected generator's ``finally`` is
Python code: objects in use are held while their answers are made, and what a copy must be is checked on the
copy itself, which nothing else can reach. Built by setuptools at install (setup.py); where it is missing (no
compiler, an exported bundle) tracking.py takes its pure-Python path, which gives the same answers. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <string.h>

/* A dict's version (PEP 509): CPython gives a dict a new version at every change of its content (a value set to
   another object, a key added or removed, a clear), so a row whose version is the one read before its copy
   was made holds the copy's content, and its check need not look at its fields. The field is CPython's own
   (3.11 to 3.13; deprecated since 3.12, gone in 3.14): where it is missing, or the test at import finds it
   not changing, versions are off and every row is compared field by field, as before. */
#if PY_VERSION_HEX >= 0x030B0000 && PY_VERSION_HEX < 0x030E0000 && !defined(Py_GIL_DISABLED) && \
    !defined(Py_LIMITED_API)
#define HAVE_DICT_VERSIONS 1
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static inline uint64_t
dict_version(PyObject *dict)
{
    return ((PyDictObject *)dict)->ma_version_tag;
}
#pragma GCC diagnostic pop
#else
#define HAVE_DICT_VERSIONS 0
static inline uint64_t
dict_version(PyObject *dict)
{
    (void)dict;
    return 0;
}
#endif
static int versions_work = 0;  /* set by the test at import */

static int
is_scalar(PyObject *value)
{
    return value == Py_None || PyUnicode_CheckExact(value) || PyLong_CheckExact(value) ||
           PyFloat_CheckExact(value) || PyBool_Check(value);
}

/* A flat row, whose entries are as many as its size says: PyDict_Copy reads the size of the dict it copies after
   an allocation (which may run a collection's Python code, which may add to that dict), so a copy can say it
   holds more entries than it does; such a copy is refused like a row that is not flat. */
static int
is_flat_row(PyObject *row)
{
    PyObject *key, *value;
    Py_ssize_t position = 0, entries = 0;
    if (!PyDict_CheckExact(row)) {
        return 0;
    }
    while (PyDict_Next(row, &position, &key, &value)) {
        if (!PyUnicode_CheckExact(key) || !is_scalar(value)) {
            return 0;
        }
        entries++;
    }
    return entries == PyDict_GET_SIZE(row);
}

PyDoc_STRVAR(flat_copies_doc,
             "flat_copies(rows: list) -> list[dict] | None\n\n"
             "Shallow copies of the rows if every one is a flat row (an exact dict of str keys and exact "
             "scalar values), else None.");

static PyObject *
flat_copies(PyObject *module, PyObject *rows)
{
    if (!PyList_CheckExact(rows)) {
        PyErr_SetString(PyExc_TypeError, "flat_copies takes a list");
        return NULL;
    }
    Py_ssize_t count = PyList_GET_SIZE(rows);
    PyObject *copies = PyList_New(count);
    if (copies == NULL) {
        return NULL;
    }
    /* The copies are checked, not the rows: an allocation may collect garbage, and a collected generator's
       ``finally`` is Python code that could change a row between a check and its copy. */
    for (Py_ssize_t i = 0; i < count && i < PyList_GET_SIZE(rows); i++) {
        PyObject *row = PyList_GET_ITEM(rows, i);
        if (!PyDict_CheckExact(row)) {
            Py_DECREF(copies);
            Py_RETURN_NONE;
        }
        Py_INCREF(row);
        PyObject *copy = PyDict_Copy(row);
        Py_DECREF(row);
        if (copy == NULL) {
            Py_DECREF(copies);
            return NULL;
        }
        PyList_SET_ITEM(copies, i, copy);
        if (!is_flat_row(copy)) {
            Py_DECREF(copies);
            Py_RETURN_NONE;
        }
    }
    if (PyList_GET_SIZE(rows) != count) {  /* (the same collection could shorten the list) */
        Py_DECREF(copies);
        Py_RETURN_NONE;
    }
    return copies;
}

/* Whether ``row`` holds exactly the key and value objects of ``copy`` (a flat row), in the same order. */
static int
holds_the_same(PyObject *row, PyObject *copy)
{
    PyObject *key, *value, *copy_key, *copy_value;
    Py_ssize_t position = 0, copy_position = 0;
    if (!PyDict_CheckExact(row) || PyDict_GET_SIZE(row) != PyDict_GET_SIZE(copy)) {
        return 0;
    }
    while (PyDict_Next(copy, &copy_position, &copy_key, &copy_value)) {
        if (!PyDict_Next(row, &position, &key, &value) || key != copy_key || value != copy_value) {
            return 0;
        }
    }
    /* and no entry more than the copy's, whatever the sizes say */
    return !PyDict_Next(row, &position, &key, &value);
}

PyDoc_STRVAR(changed_flat_rows_doc,
             "changed_flat_rows(rows: list, copies: list, versions: bytearray | None = None) -> list[int] | None\n\n"
             "Positions of the rows that do not hold exactly their copy's key and value objects in the same "
             "order; None where the lists differ in length or a copy is no dict. The copies must be what "
             "flat_copies made (flat rows, never changed since): the objects of a flat row are immutable, so "
             "the same objects are the same content. ``versions``: what row_versions read of the rows before "
             "their copies were made; a row still of that version is not looked at, and one found unchanged "
             "field by field has its new version kept there.");

static PyObject *
changed_flat_rows(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs < 2 || nargs > 3 || !PyList_CheckExact(args[0]) || !PyList_CheckExact(args[1]) ||
        (nargs == 3 && args[2] != Py_None && !PyByteArray_CheckExact(args[2]))) {
        PyErr_SetString(PyExc_TypeError, "changed_flat_rows takes two lists and a bytearray or None");
        return NULL;
    }
    PyObject *rows = args[0], *copies = args[1];
    Py_ssize_t count = PyList_GET_SIZE(rows);
    if (PyList_GET_SIZE(copies) != count) {
        Py_RETURN_NONE;
    }
    PyObject *versions = nargs == 3 && args[2] != Py_None && versions_work ? args[2] : NULL;
    if (versions != NULL && PyByteArray_GET_SIZE(versions) != count * (Py_ssize_t)sizeof(uint64_t)) {
        versions = NULL;
    }
    PyObject *changed = PyList_New(0);
    if (changed == NULL) {
        return NULL;
    }
    /* (An allocation below may run Python code that changes the lists: their sizes are read afresh.) */
    for (Py_ssize_t i = 0; i < count && i < PyList_GET_SIZE(rows) && i < PyList_GET_SIZE(copies); i++) {
        PyObject *copy = PyList_GET_ITEM(copies, i), *row = PyList_GET_ITEM(rows, i);
        if (!PyDict_CheckExact(copy)) {
            Py_DECREF(changed);
            Py_RETURN_NONE;
        }
        if (versions != NULL && PyDict_CheckExact(row) &&
            PyByteArray_GET_SIZE(versions) == count * (Py_ssize_t)sizeof(uint64_t)) {
            uint64_t saved, now = dict_version(row);
            char *slot = PyByteArray_AS_STRING(versions) + i * (Py_ssize_t)sizeof(uint64_t);
            memcpy(&saved, slot, sizeof saved);
            if (saved != 0 && saved == now) {
                continue;
            }
            if (holds_the_same(row, copy)) {  /* (no allocation between reading the version and this) */
                memcpy(slot, &now, sizeof now);
                continue;
            }
        }
        else if (holds_the_same(row, copy)) {
            continue;
        }
        PyObject *position = PyLong_FromSsize_t(i);
        if (position == NULL || PyList_Append(changed, position) < 0) {
            Py_XDECREF(position);
            Py_DECREF(changed);
            return NULL;
        }
        Py_DECREF(position);
    }
    if (PyList_GET_SIZE(rows) != count || PyList_GET_SIZE(copies) != count) {
        Py_DECREF(changed);
        Py_RETURN_NONE;
    }
    return changed;
}

/* The words of an update (``changes.row_update``), made once. */
static PyObject *word_op, *word_update, *word_table, *word_key, *word_changes;

/* The fields of ``row`` whose values differ from ``copy``'s, sorted; NULL with an error set; Py_None where the
   row is not a flat row with the copy's keys (the caller's Python path decides then). */
static PyObject *
changed_fields(PyObject *row, PyObject *copy)
{
    PyObject *key, *value;
    Py_ssize_t position = 0;
    if (PyDict_GET_SIZE(row) != PyDict_GET_SIZE(copy)) {
        Py_RETURN_NONE;
    }
    PyObject *fields = PyList_New(0);
    if (fields == NULL) {
        return NULL;
    }
    while (PyDict_Next(row, &position, &key, &value)) {
        if (!PyUnicode_CheckExact(key) || !is_scalar(value)) {
            Py_DECREF(fields);
            Py_RETURN_NONE;
        }
        PyObject *before = PyDict_GetItemWithError(copy, key);  /* exact str keys: no code runs */
        if (before == NULL) {
            Py_DECREF(fields);
            if (PyErr_Occurred()) {
                return NULL;
            }
            Py_RETURN_NONE;  /* another set of keys */
        }
        if (before == value) {
            continue;
        }
        int differ = PyObject_RichCompareBool(before, value, Py_NE);  /* scalars of built-in types */
        if (differ < 0 || (differ && PyList_Append(fields, key) < 0)) {
            Py_DECREF(fields);
            return NULL;
        }
    }
    if (PyList_Sort(fields) < 0) {
        Py_DECREF(fields);
        return NULL;
    }
    return fields;
}

/* ``{"op": "update", "table": table, "key": key, "changes": {field: [before, after]}}`` */
static PyObject *
update_of(PyObject *table, PyObject *key, PyObject *row, PyObject *copy, PyObject *fields)
{
    PyObject *changes = PyDict_New(), *update = PyDict_New();
    if (changes == NULL || update == NULL) {
        goto failed;
    }
    for (Py_ssize_t f = 0; f < PyList_GET_SIZE(fields); f++) {
        PyObject *field = PyList_GET_ITEM(fields, f);
        PyObject *pair = PyList_New(2);
        if (pair == NULL) {
            goto failed;
        }
        PyObject *before = PyDict_GetItem(copy, field), *after = PyDict_GetItem(row, field);
        if (before == NULL || after == NULL) {  /* a collection's Python code removed it (see flat_copies) */
            Py_DECREF(pair);
            PyErr_SetString(PyExc_RuntimeError, "a row changed while its update was made");
            goto failed;
        }
        Py_INCREF(before);
        Py_INCREF(after);
        PyList_SET_ITEM(pair, 0, before);
        PyList_SET_ITEM(pair, 1, after);
        int refused = PyDict_SetItem(changes, field, pair) < 0;
        Py_DECREF(pair);
        if (refused) {
            goto failed;
        }
    }
    if (PyDict_SetItem(update, word_op, word_update) < 0 || PyDict_SetItem(update, word_table, table) < 0 ||
        PyDict_SetItem(update, word_key, key) < 0 || PyDict_SetItem(update, word_changes, changes) < 0) {
        goto failed;
    }
    Py_DECREF(changes);
    return update;
failed:
    Py_XDECREF(changes);
    Py_XDECREF(update);
    return NULL;
}

/* Appends the update of a changed flat row to ``updates`` (none where it differs in no field): 1; 0 where the
   row is not flat with its copy's keys and key object (the caller's Python path decides then); -1 on error. */
static int
row_update_into(PyObject *updates, PyObject *table, PyObject *key, PyObject *row, PyObject *copy)
{
    PyObject *row_key = PyDict_GetItemWithError(row, key), *copy_key = PyDict_GetItemWithError(copy, key);
    if (PyErr_Occurred()) {
        return -1;
    }
    if (row_key != copy_key) {
        return 0;  /* a key object changed: the Python path tells whether the key did */
    }
    PyObject *fields = changed_fields(row, copy);
    if (fields == NULL) {
        return -1;
    }
    int outcome = fields == Py_None ? 0 : 1;
    if (outcome == 1 && PyList_GET_SIZE(fields) > 0) {
        PyObject *held_key = row_key == NULL ? Py_None : row_key;
        Py_INCREF(held_key);
        PyObject *update = update_of(table, held_key, row, copy, fields);
        Py_DECREF(held_key);
        if (update == NULL || PyList_Append(updates, update) < 0) {
            outcome = -1;
        }
        Py_XDECREF(update);
    }
    Py_DECREF(fields);
    return outcome;
}

PyDoc_STRVAR(flat_updates_doc,
             "flat_updates(table: str, key: str, rows: list, copies: list, changed: list[int]) -> list | None\n\n"
             "The updates ``changes.row_update`` makes of the changed rows that differ from their copies, in "
             "order, where each changed row is a flat row with its copy's keys and its copy's key object under "
             "``key``; None where one is not (the caller's Python path decides then).");

static PyObject *
flat_updates(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 5 || !PyUnicode_CheckExact(args[0]) || !PyUnicode_CheckExact(args[1]) ||
        !PyList_CheckExact(args[2]) || !PyList_CheckExact(args[3]) || !PyList_CheckExact(args[4])) {
        PyErr_SetString(PyExc_TypeError, "flat_updates takes a str, a str and three lists");
        return NULL;
    }
    PyObject *table = args[0], *key = args[1], *rows = args[2], *copies = args[3], *changed = args[4];
    PyObject *updates = PyList_New(0);
    if (updates == NULL) {
        return NULL;
    }
    for (Py_ssize_t c = 0; c < PyList_GET_SIZE(changed); c++) {
        Py_ssize_t i = PyLong_AsSsize_t(PyList_GET_ITEM(changed, c));
        if (i == -1 && PyErr_Occurred()) {
            goto failed;
        }
        if (i < 0 || i >= PyList_GET_SIZE(rows) || i >= PyList_GET_SIZE(copies)) {
            PyErr_SetString(PyExc_IndexError, "a changed row's position is out of range");
            goto failed;
        }
        PyObject *row = PyList_GET_ITEM(rows, i), *copy = PyList_GET_ITEM(copies, i);
        if (!PyDict_CheckExact(row) || !PyDict_CheckExact(copy)) {
            goto not_flat;
        }
        Py_INCREF(row);  /* held while this row's update is made (allocations may collect garbage) */
        Py_INCREF(copy);
        int outcome = row_update_into(updates, table, key, row, copy);
        Py_DECREF(row);
        Py_DECREF(copy);
        if (outcome < 0) {
            goto failed;
        }
        if (outcome == 0) {
            goto not_flat;
        }
    }
    return updates;
not_flat:
    Py_DECREF(updates);
    Py_RETURN_NONE;
failed:
    Py_DECREF(updates);
    return NULL;
}

PyDoc_STRVAR(row_versions_doc,
             "row_versions(rows: list) -> bytearray | None\n\n"
             "The rows' dict versions (0 for a row that is no dict), to read before their copies are made; None "
             "where this Python gives dicts no versions to read.");

static PyObject *
row_versions(PyObject *module, PyObject *rows)
{
    if (!PyList_CheckExact(rows)) {
        PyErr_SetString(PyExc_TypeError, "row_versions takes a list");
        return NULL;
    }
    if (!versions_work) {
        Py_RETURN_NONE;
    }
    Py_ssize_t count = PyList_GET_SIZE(rows);
    PyObject *versions = PyByteArray_FromStringAndSize(NULL, count * (Py_ssize_t)sizeof(uint64_t));
    if (versions == NULL) {
        return NULL;
    }
    if (PyList_GET_SIZE(rows) != count) {  /* (the allocation could have run code that changed the list) */
        Py_DECREF(versions);
        Py_RETURN_NONE;
    }
    char *slots = PyByteArray_AS_STRING(versions);
    for (Py_ssize_t i = 0; i < count; i++) {  /* no allocation from here on */
        PyObject *row = PyList_GET_ITEM(rows, i);
        uint64_t version = PyDict_CheckExact(row) ? dict_version(row) : 0;
        memcpy(slots + i * (Py_ssize_t)sizeof(uint64_t), &version, sizeof version);
    }
    return versions;
}

/* Whether dict versions change as this module counts on: a new one at every change of content. */
static int
versions_change(void)
{
    if (!HAVE_DICT_VERSIONS) {
        return 0;
    }
    PyObject *dict = PyDict_New(), *one = PyLong_FromLong(1), *two = PyLong_FromLong(2);
    int works = 0;
    if (dict != NULL && one != NULL && two != NULL) {
        uint64_t created = dict_version(dict);
        int failed = PyDict_SetItemString(dict, "a", one) < 0;
        uint64_t added = dict_version(dict);
        failed = failed || PyDict_SetItemString(dict, "a", two) < 0;
        uint64_t set = dict_version(dict);
        failed = failed || PyDict_DelItemString(dict, "a") < 0;
        uint64_t removed = dict_version(dict);
        works = !failed && created != 0 && added != created && set != added && removed != set;
    }
    Py_XDECREF(dict);
    Py_XDECREF(one);
    Py_XDECREF(two);
    PyErr_Clear();
    return works;
}

PyDoc_STRVAR(same_items_doc,
             "same_items(items: list, others: list) -> bool\n\n"
             "Whether the two lists hold the same objects (by identity) in the same order.");

static PyObject *
same_items(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 2 || !PyList_CheckExact(args[0]) || !PyList_CheckExact(args[1])) {
        PyErr_SetString(PyExc_TypeError, "same_items takes two lists");
        return NULL;
    }
    Py_ssize_t count = PyList_GET_SIZE(args[0]);
    if (PyList_GET_SIZE(args[1]) != count) {
        Py_RETURN_FALSE;
    }
    PyObject **items = ((PyListObject *)args[0])->ob_item, **others = ((PyListObject *)args[1])->ob_item;
    for (Py_ssize_t i = 0; i < count; i++) {  /* (reads only: nothing runs between these reads) */
        if (items[i] != others[i]) {
            Py_RETURN_FALSE;
        }
    }
    Py_RETURN_TRUE;
}

/* Deep enough for any result or row a tool makes; deeper values take the encoder's path, which says why. */
#define PLAIN_DEPTH 32

static int
is_plain_json(PyObject *value, int depth)
{
    if (value == Py_None || PyBool_Check(value) || PyUnicode_CheckExact(value)) {
        return 1;
    }
    if (PyLong_CheckExact(value)) {  /* within 64 bits: no digit limit of int-to-text to meet */
        int overflow = 0;
        PyLong_AsLongLongAndOverflow(value, &overflow);
        return overflow == 0;
    }
    if (PyFloat_CheckExact(value)) {  /* the encoder refuses NaN and the infinities (allow_nan=False) */
        return isfinite(PyFloat_AS_DOUBLE(value));
    }
    if (depth >= PLAIN_DEPTH) {
        return 0;
    }
    if (PyList_CheckExact(value)) {
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(value); i++) {
            if (!is_plain_json(PyList_GET_ITEM(value, i), depth + 1)) {
                return 0;
            }
        }
        return 1;
    }
    if (PyDict_CheckExact(value)) {
        PyObject *key, *item;
        Py_ssize_t position = 0;
        while (PyDict_Next(value, &position, &key, &item)) {
            if (!PyUnicode_CheckExact(key) || !is_plain_json(item, depth + 1)) {
                return 0;
            }
        }
        return 1;
    }
    return 0;
}

PyDoc_STRVAR(plain_json_doc,
             "plain_json(value) -> bool\n\n"
             "True if the value is made of exact dicts of str keys, lists, str, ints within 64 bits, finite "
             "floats, bools and None, at most 32 deep: then the canonical JSON encoder takes it, and it holds "
             "only built-in types. False says nothing: the value takes the encoder's path.");

static PyObject *
plain_json(PyObject *module, PyObject *value)
{
    /* Reads only (no allocation, so no collection and no Python code runs while it walks): borrowed
       references stay valid throughout. */
    return PyBool_FromLong(is_plain_json(value, 0));
}

static PyMethodDef rowcheck_methods[] = {
    {"flat_copies", (PyCFunction)flat_copies, METH_O, flat_copies_doc},
    {"changed_flat_rows", (PyCFunction)(void (*)(void))changed_flat_rows, METH_FASTCALL, changed_flat_rows_doc},
    {"flat_updates", (PyCFunction)(void (*)(void))flat_updates, METH_FASTCALL, flat_updates_doc},
    {"plain_json", (PyCFunction)plain_json, METH_O, plain_json_doc},
    {"row_versions", (PyCFunction)row_versions, METH_O, row_versions_doc},
    {"same_items", (PyCFunction)(void (*)(void))same_items, METH_FASTCALL, same_items_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef rowcheck_module = {
    PyModuleDef_HEAD_INIT, "_rowcheck", "The change check of flat tables and the plain-JSON check, compiled (see tracking.py).", -1,
    rowcheck_methods,
};

PyMODINIT_FUNC
PyInit__rowcheck(void)
{
    if (word_op == NULL) {
        word_op = PyUnicode_InternFromString("op");
        word_update = PyUnicode_InternFromString("update");
        word_table = PyUnicode_InternFromString("table");
        word_key = PyUnicode_InternFromString("key");
        word_changes = PyUnicode_InternFromString("changes");
        if (word_op == NULL || word_update == NULL || word_table == NULL || word_key == NULL ||
            word_changes == NULL) {
            return NULL;
        }
    }
    versions_work = versions_change();
    return PyModule_Create(&rowcheck_module);
}
