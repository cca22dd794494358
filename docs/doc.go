// Package docs holds the pages for café staff and developers (Markdown);
// its test checks that every link of every page of the repository leads to
// a file of the repository.
package docs
