import { Module } from '@nestjs/common';
import { CategoriesHttpController } from './categories/categories.http.controller.js';
import { CategoriesSeeder } from './categories/categories.seeder.js';
import { DefineCategoryHandler } from './categories/define-category/define-category.handler.js';
import { GetCategoryHandler } from './categories/get-category/get-category.handler.js';
import { ListCategoriesHandler } from './categories/list-categories/list-categories.handler.js';

/** Catalogue and discovery: categories so far; courses, bundles and search join here. */
@Module({
  controllers: [CategoriesHttpController],
  providers: [DefineCategoryHandler, ListCategoriesHandler, GetCategoryHandler, CategoriesSeeder],
})
export class CatalogueModule {}
